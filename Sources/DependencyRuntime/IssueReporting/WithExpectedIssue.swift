/// Runs `body`, which is expected to report an issue (or throw): the issue goes on to the
/// reporters as an expected one (a known issue under Swift Testing, which does not fail the
/// test), and if none comes, that is reported instead. A thrown error becomes an expected
/// issue at the call of `withExpectedIssue`.
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
  let absorbed = AbsorbedIssues(outer: IssueReporters.current)
  withIssueReporters([absorbed.reporter]) {
    do {
      try body()
    } catch {
      absorbed.caught(
        error, message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
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
  let absorbed = AbsorbedIssues(outer: IssueReporters.current)
  await withIssueReporters([absorbed.reporter]) {
    do {
      try await body()
    } catch {
      absorbed.caught(
        error, message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
  absorbed.reportIfNone(
    message, isIntermittent: isIntermittent,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Counts the issues `withExpectedIssue` expects, and passes each on to the reporters that
/// were in force around it, as an expected issue.
private struct AbsorbedIssues {
  let count = LockIsolated(0)
  let reporter: ExpectedIssueReporter

  init(outer: [any IssueReporter]) {
    reporter = ExpectedIssueReporter(outer: outer) { [count] in count.withValue { $0 += 1 } }
  }

  /// `body` threw `error`: an expected issue at the call of `withExpectedIssue`.
  func caught(
    _ error: any Error, _ message: String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reporter.report(
      ReportedIssue(
        kind: .caughtError,
        message: ["Caught error: \(error)", message].compactMap(\.self).joined(separator: ": "),
        fileID: fileID, filePath: filePath, line: line, column: column))
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
