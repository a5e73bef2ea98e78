/// Passes each issue on to the reporters that were in force around it as an expected one,
/// and counts it: what `withExpectedIssue` and Swift Testing's `withKnownIssue` (depplay's
/// `KnownIssueScope`) put in force around their bodies.
package struct ExpectedIssueReporter: IssueReporter {
  /// The reporters the expected issues go on to.
  package let outer: [any IssueReporter]
  /// Called once for each issue, before it goes on.
  package let counted: @Sendable () -> Void

  /// A reporter passing issues on to `outer`, calling `counted` for each.
  package init(outer: [any IssueReporter], counted: @escaping @Sendable () -> Void) {
    self.outer = outer
    self.counted = counted
  }

  package func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    report(
      ReportedIssue(
        kind: .custom, message: message() ?? "An issue was reported.", severity: severity,
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  package func report(_ issue: ReportedIssue) {
    counted()
    var expected = issue
    expected.isExpected = true
    for reporter in outer { reporter.report(expected) }
  }
}
