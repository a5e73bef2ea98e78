/// Runs `body`, which is expected to report an issue (or throw): the issue is absorbed
/// instead of failing the test, and if none comes, that is reported instead.
///
/// It sees the issues the runtime reports (``reportIssue(_:severity:fileID:filePath:line:column:)``,
/// unimplemented dependencies, failed `assert`s); a failed `#expect` or `XCTAssert` goes to
/// its framework directly, so wrap those in `withKnownIssue` or `XCTExpectFailure`.
///
/// ```swift
/// @Test func reportsMissingUser() {
///   withExpectedIssue("The model reports a missing user") {
///     model.load(user: nil)
///   }
/// }
/// ```
///
/// - Parameters:
///   - message: Why the issue is expected, added to the report when none comes.
///   - isIntermittent: Whether `body` may also finish without an issue.
///   - fileID: The file the "no issue came" report names; the caller's by default.
///   - filePath: The caller's file path.
///   - line: The line of that report.
///   - column: The column of that report.
///   - body: The work expected to report an issue or throw.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  let absorbed = AbsorbedIssues()
  withIssueReporters([absorbed]) {
    do { try body() } catch { absorbed.count.withValue { $0 += 1 } }
  }
  absorbed.reportIfNone(
    message, isIntermittent: isIntermittent,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs asynchronous `body`, which is expected to report an issue (or throw).
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async {
  let absorbed = AbsorbedIssues()
  await withIssueReporters([absorbed]) {
    do { try await body() } catch { absorbed.count.withValue { $0 += 1 } }
  }
  absorbed.reportIfNone(
    message, isIntermittent: isIntermittent,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Counts the issues `withExpectedIssue` absorbs.
private struct AbsorbedIssues: IssueReporter {
  let count = LockIsolated(0)

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    count.withValue { $0 += 1 }
  }

  func reportIfNone(
    _ message: String?, isIntermittent: Bool,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard count.value == 0, !isIntermittent else { return }
    DependencyRuntime.report(
      ReportedIssue(
        kind: .custom,
        message: [message, "An issue was expected, but none was reported."]
          .compactMap(\.self).joined(separator: "\n"),
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
