import DependencyRuntime

// How every unit of a program's work starts, in the interpreter and in the exported programs
// alike (the unit model, UnitModel.swift): a unit that lost every task-local value (a
// detached task, a queue block, a thread) falls back to the root of the script's "process",
// and the unit's issues go to `reporter`, which labels them and counts them in the unit's
// bucket. A unit that kept its creator's values keeps them, the known-issue scope among them.

/// Runs the body of an asynchronous unit (a task, an `async let`, a group child, a test).
package func enteringUnit<R>(
  root: @autoclosure () -> DependencyValues, reporter: any IssueReporter,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async -> R
) async -> R {
  await withDependencyRoot(root()) {
    await withIssueReporters(unitReporters(reporter)) { await body() }
  }
}

/// Runs the body of a synchronous unit (a queue block, a thread).
package func enteringUnit<R>(
  root: @autoclosure () -> DependencyValues, reporter: any IssueReporter, _ body: () -> R
) -> R {
  withDependencyRoot(root()) { withIssueReporters(unitReporters(reporter)) { body() } }
}

/// The reporters a unit's issues go to: its own `reporter`, inside the known-issue scope the
/// unit kept from its creator (`withKnownIssue { Task { … } }`), whose issues are known ones
/// as in Swift Testing, where the scope is a task-local the task copies.
private func unitReporters(_ reporter: any IssueReporter) -> [any IssueReporter] {
  guard let scope = KnownIssueScope.current else { return [reporter] }
  return scope.reporters(around: [reporter])
}
