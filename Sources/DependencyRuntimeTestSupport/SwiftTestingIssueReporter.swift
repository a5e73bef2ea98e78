import DependencyRuntime
import Testing

/// Records every issue as a Swift Testing issue, so it fails the running test.
///
/// The dependency traits install it (beside the reporters already in force) for the tests
/// they scope. In swift-dependencies every issue fails the test that raised it; depplay's
/// runtime cannot see Swift Testing on its own, so a test gets this behaviour from a trait
/// (or by binding this reporter with `withIssueReporters`).
public struct SwiftTestingIssueReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Records the issue in the running test (it fails the test).
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    Issue.record(
      message().map(Comment.init(rawValue:)),
      severity: severity == .warning ? .warning : .error,
      sourceLocation: SourceLocation(
        fileID: fileID.description, filePath: filePath.description,
        line: Int(line), column: Int(column)))
  }
}
