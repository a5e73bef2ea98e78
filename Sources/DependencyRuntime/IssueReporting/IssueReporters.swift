/// The reporters that receive issues.
///
/// ``current`` is the list in force: the one bound by ``withIssueReporters(_:operation:)``
/// in this task, else the process-wide list, which starts as ``defaultReporters`` and can be
/// replaced by assigning to ``current`` outside any binding.
public enum IssueReporters {
  /// The reporters a process starts with: one that fails the running test, or prints each
  /// issue to standard error outside tests (``DefaultIssueReporter``).
  public static let defaultReporters: [any IssueReporter] = [DefaultIssueReporter()]

  /// The list bound in this task by ``withIssueReporters(_:operation:)``, if any: a host that
  /// carries the reporters in force elsewhere carries this (`nil` included), not ``current``.
  @TaskLocal package static var bound: [any IssueReporter]?

  /// Whether a list is bound in this task (or thread), read where it is bound: `bound` is
  /// generic over its value, so reading it copies the array out and releases it.
  package static var areBound: Bool {
    guard let bound = $bound.boundValueAddress() else { return false }
    return bound.pointee != nil
  }

  // NB: `LockIsolated`, not `Mutex`: parallel tests read it at once, and the thread sanitizer
  // does not see a contended `Mutex`'s hand-off on Linux.
  private static let processWide = LockIsolated<[any IssueReporter]>(defaultReporters)

  /// The reporters that receive issues raised here.
  ///
  /// Setting it inside ``withIssueReporters(_:operation:)`` is not possible (task-local values
  /// are immutable); outside, it replaces the process-wide list.
  public static var current: [any IssueReporter] {
    get { bound ?? processWide.value }
    set { processWide.setValue(newValue) }
  }
}

/// Runs `operation` with `reporters` receiving every issue raised in it, including in child
/// tasks and `Task {}` work created inside.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$bound.withValue(reporters, operation: operation)
}

/// Runs `operation` with `reporters` receiving every issue raised in it.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$bound.withValue(reporters, operation: operation, isolation: isolation)
}
