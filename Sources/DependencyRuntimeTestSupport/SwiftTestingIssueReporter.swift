import DependencyRuntime
import Testing

/// Records every issue as a Swift Testing issue, so it fails the running test; an expected
/// issue is recorded as a known issue, which does not.
///
/// The runtime's default reporter already does this in a test target that links this module
/// (see `DefaultIssueReporter`); bind this one with `withIssueReporters` to keep it when
/// choosing other reporters for a test.
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

  /// Records the expected issue as a known issue of the running test (it does not fail it).
  public func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let location = SourceLocation(
      fileID: fileID.description, filePath: filePath.description, line: Int(line),
      column: Int(column))
    let comment = message().map(Comment.init(rawValue:))
    withKnownIssue(isIntermittent: true) {
      Issue.record(comment, sourceLocation: location)
    }
  }
}
