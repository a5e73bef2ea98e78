/// Runs `body`, and reports an error it throws as an issue instead of passing it on.
///
/// Returns `body`'s result, or `nil` when it threw. In a test the issue fails the test.
///
/// ```swift
/// Button("Save") {
///   withErrorReporting { try database.save(draft) }
/// }
/// ```
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportCaught(
      error, message(), to: reporters,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs asynchronous `body`, and reports an error it throws as an issue instead of passing
/// it on. Returns `body`'s result, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R
) async -> R? {
  do {
    return try await body()
  } catch {
    reportCaught(
      error, message(), to: reporters,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Reports `error` (after `message`, if any) to `reporters`, else to the reporters in force.
private func reportCaught(
  _ error: any Error, _ message: String?, to reporters: [any IssueReporter]?,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let issue = ReportedIssue(
    kind: .caughtError,
    message: [message, "Caught error: \(error)"].compactMap(\.self).joined(separator: "\n"),
    fileID: fileID, filePath: filePath, line: line, column: column)
  guard let reporters else { return report(issue) }
  withIssueReporters(reporters) { report(issue) }
}
