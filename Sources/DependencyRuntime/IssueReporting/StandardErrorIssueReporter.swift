import Foundation

/// Prints each issue to standard error as `fileID:line: message`.
public struct StandardErrorIssueReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Writes `fileID:line: message` to standard error.
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = Self.line(message(), fileID: fileID, line: line)
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Writes `fileID:line: known issue: message` to standard error: an expected issue.
  public func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = Self.line(
      "known issue: " + (message() ?? "An issue was expected."), fileID: fileID, line: line)
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The line printed for an issue: `fileID:line: message`.
  static func line(_ message: String?, fileID: StaticString, line: UInt) -> String {
    "\(fileID):\(line): \(message ?? "An issue was reported.")\n"
  }
}
