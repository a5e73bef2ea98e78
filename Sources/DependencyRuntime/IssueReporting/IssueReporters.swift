/// The reporters that receive issues.
///
/// ``current`` is the list in force: the one bound by ``withIssueReporters(_:operation:)``
/// in this task, else the process-wide list, which starts as ``defaultReporters`` and can be
/// replaced by assigning to ``current`` outside any binding.
public enum IssueReporters {
  /// The reporters a process starts with: one that fails the running test, or prints each
  /// issue to standard error outside tests (``DefaultIssueReporter``).
  public static let defaultReporters: [any IssueReporter] = [DefaultIssueReporter()]

  @TaskLocal static var bound: [any IssueReporter]?

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
