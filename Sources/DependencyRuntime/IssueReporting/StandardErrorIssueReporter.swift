import Foundation

/// Prints each issue to standard error as `fileID:line: message`.
public struct StandardErrorIssueReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let label = severity == .warning ? "warning" : "issue"
    let text = "\(fileID):\(line): \(label): \(message() ?? "an issue was reported")\n"
    FileHandle.standardError.write(Data(text.utf8))
  }
}
