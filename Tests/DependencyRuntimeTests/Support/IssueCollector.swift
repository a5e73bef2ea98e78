import DependencyRuntime

/// Collects every issue reported while it is bound with `withIssueReporters([collector])`.
final class IssueCollector: IssueReporter {
  private let issues = LockIsolated<[ReportedIssue]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let issue = ReportedIssue(
      kind: .custom, message: message() ?? "", severity: severity,
      fileID: fileID, filePath: filePath, line: line, column: column)
    issues.withValue { $0.append(issue) }
  }

  func report(_ issue: ReportedIssue) {
    issues.withValue { $0.append(issue) }
  }

  /// Every issue so far.
  var all: [ReportedIssue] { issues.value }

  /// How many issues of `kind` (about `key`, when given) were reported.
  func count(_ kind: ReportedIssue.Kind, key: String? = nil) -> Int {
    all.filter { $0.kind == kind && (key == nil || $0.key == key) }.count
  }
}
