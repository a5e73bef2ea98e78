/// The reporter a process starts with: in a test, it records each issue as a failure of the
/// running test; elsewhere it prints it to standard error.
///
/// "In a test" means a Swift Testing test running in the reporting task, or an XCTest test
/// case running in the process, in a test target that links `DependencyRuntimeTestSupport`
/// (the runtime's test-framework bridge). That is where the library fails a test for every issue too.
public struct DefaultIssueReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Reports the issue as ``report(_:)`` does.
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    report(
      ReportedIssue(
        kind: .custom, message: message() ?? "An issue was reported.", severity: severity,
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Records `issue` as a failure of the running test, or prints it outside a test.
  public func report(_ issue: ReportedIssue) {
    if let bridge = TestFramework.bridge, bridge.record(issue) { return }
    StandardErrorIssueReporter().report(issue)
  }
}
