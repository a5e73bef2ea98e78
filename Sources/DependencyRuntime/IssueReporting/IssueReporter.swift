/// Something that receives issues: prints them, records them as test failures, counts them.
///
/// Conform and implement ``reportIssue(_:severity:fileID:filePath:line:column:)``. A reporter
/// that wants the machine-readable kind and key of the runtime's own issues also implements
/// ``report(_:)``, whose default forwards to the message form.
///
/// ```swift
/// struct Counter: IssueReporter {
///   let count: LockIsolated<Int>
///   func reportIssue(
///     _ message: @autoclosure () -> String?, severity: IssueSeverity,
///     fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
///   ) {
///     count.withValue { $0 += 1 }
///   }
/// }
/// ```
public protocol IssueReporter: Sendable {
  /// Receives an issue described by a message.
  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Receives an issue that was expected (a known issue: it does not fail a test). The
  /// default ignores it.
  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Receives an issue with its kind and key. The default forwards to the message form, or
  /// to ``expectIssue(_:fileID:filePath:line:column:)`` for an expected issue.
  func report(_ issue: ReportedIssue)
}

extension IssueReporter {
  /// Ignores the expected issue.
  public func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}

  /// Reports `issue` through ``reportIssue(_:severity:fileID:filePath:line:column:)``, or
  /// ``expectIssue(_:fileID:filePath:line:column:)`` if it was expected.
  public func report(_ issue: ReportedIssue) {
    guard !issue.isExpected else {
      expectIssue(
        issue.message, fileID: issue.fileID, filePath: issue.filePath, line: issue.line,
        column: issue.column)
      return
    }
    reportIssue(
      issue.message,
      severity: issue.severity,
      fileID: issue.fileID,
      filePath: issue.filePath,
      line: issue.line,
      column: issue.column
    )
  }
}
