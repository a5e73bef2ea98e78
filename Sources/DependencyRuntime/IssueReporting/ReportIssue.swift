/// Reports an issue to every reporter in ``IssueReporters/current``.
///
/// In a test this fails the test; in an app it prints a warning and carries on.
///
/// ```swift
/// guard let user else {
///   reportIssue("Expected a signed-in user")
///   return
/// }
/// ```
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  severity: IssueSeverity = .error,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  report(
    ReportedIssue(
      kind: .custom,
      message: message() ?? "An issue was reported.",
      severity: severity,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  )
}

/// Reports an issue with its kind and key to every reporter in ``IssueReporters/current``.
package func report(_ issue: ReportedIssue) {
  for reporter in IssueReporters.current {
    reporter.report(issue)
  }
}
