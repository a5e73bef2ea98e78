import DependencyRuntime

/// One unit of an exported script's work while it runs: its label, where its issues go, and
/// the work it started, kept by the unit model the interpreter keeps its units by
/// (``UnitSpawns``), so both park a unit at the same points.
final class UnitScope: Sendable {
  let script: Script
  /// What the unit is.
  let kind: UnitKind
  /// `Task 1`, `test readsFive()`; empty for the main script.
  let label: String
  let bucket: IssueBucket
  /// The queue blocks and threads it created and waits for.
  let blocks = PendingBlocks()
  /// For a queue block or a thread, its creator's blocks (it ends one of them).
  let creatorBlocks: PendingBlocks?
  /// For a queue block or a thread, the unit that created it: the work the block starts
  /// counts as its creator's.
  let creator: UnitScope?
  /// The work it started (directly, or through a block it created).
  let spawns = UnitSpawns()

  init(
    script: Script, kind: UnitKind, label: String, bucket: IssueBucket,
    creatorBlocks: PendingBlocks? = nil, creator: UnitScope? = nil
  ) {
    self.script = script
    self.kind = kind
    self.label = label
    self.bucket = bucket
    self.creatorBlocks = creatorBlocks
    self.creator = creator
  }
}

/// Prints a unit's issues like the interpreter (`issue(kind): message`, whole; an expected
/// one as `known issue: message`, not collected) and collects them
/// for `expect(issues:)` and test results.
struct UnitIssueReporter: IssueReporter {
  let scope: UnitScope

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    report(
      ReportedIssue(
        kind: .custom, message: message() ?? "An issue was reported.", severity: severity))
  }

  func report(_ issue: ReportedIssue) {
    let heading =
      issue.isExpected ? OutputFormat.knownIssueHeading : OutputFormat.issueHeading(issue.kind)
    if !issue.isExpected { scope.bucket.add(issue) }
    scope.script.write(
      OutputFormat.labelled(
        heading + " " + OutputFormat.issueBody(issue.message), label: scope.label))
  }
}
