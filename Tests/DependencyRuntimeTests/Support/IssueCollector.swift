import DependencyRuntime

/// An issue reporter that keeps every issue it receives, for tests to inspect; bind it with
/// `withIssueReporters([collector])`.
final class IssueCollector: IssueReporter {
  private let collected = LockIsolated<[ReportedIssue]>([])

  /// The issues received so far, in order.
  var issues: [ReportedIssue] { collected.value }

  /// Every issue so far (the same as ``issues``).
  var all: [ReportedIssue] { collected.value }

  /// How many issues of `kind` (about `key`, when given) were reported.
  func count(_ kind: ReportedIssue.Kind, key: String? = nil) -> Int {
    all.filter { $0.kind == kind && (key == nil || $0.key == key) }.count
  }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = ReportedIssue(
      kind: .custom, message: message() ?? "", severity: severity,
      fileID: fileID, filePath: filePath, line: line, column: column)
    collected.withValue { $0.append(issue) }
  }

  func report(_ issue: ReportedIssue) {
    collected.withValue { $0.append(issue) }
  }
}

extension ReportedIssue {
  /// `kind:key`, what tests compare: `unimplementedBuiltIn:date`.
  var kindAndKey: String { "\(kind.rawValue):\(key ?? "-")" }
}

extension [ReportedIssue] {
  /// Each issue as `kind:key`.
  var kindsAndKeys: [String] { map(\.kindAndKey) }
}

/// Runs `body` with fresh dependencies (no overrides, a cache of its own) and returns its
/// result with the issues it reported.
func collectingIssues<R>(
  _ body: () throws -> R
) rethrows -> (result: R, issues: [ReportedIssue]) {
  let collector = IssueCollector()
  let result = try withIssueReporters([collector]) {
    try withDependencies {
      $0 = DependencyValues()
    } operation: {
      try body()
    }
  }
  return (result, collector.issues)
}

/// Runs asynchronous `body` with fresh dependencies and returns its result with the issues
/// it reported.
func collectingIssues<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> (result: R, issues: [ReportedIssue]) {
  let collector = IssueCollector()
  let result = try await withIssueReporters([collector]) {
    try await withDependencies {
      $0 = DependencyValues()
    } operation: {
      try await body()
    }
  }
  return (result, collector.issues)
}
