import Synchronization

// The unit model: how units of script work are numbered and when a unit parks. The
// interpreter and the programs it exports (`Script`) both keep their units with these two
// types, so the two cannot count differently.
//
// - Units are numbered in the order they are created, from 1, across the whole run (a
//   session's executions, or an exported program): every `Task`, `async let`, group child,
//   queue block, thread and test case takes the next number.
// - A unit's spawns are the units it created, plus one for each queue block or thread it ran
//   that created any: that work starts when the statement that ran the block ends.
// - After a statement, a unit that spawned work since it last parked parks until nothing else
//   can run on the script's executor, so that work runs up to its first suspension (or its
//   end) before its creator continues. Work other units spawned meanwhile does not count.
//   Main-actor code (a `@MainActor` function or method, a task made in one) does not park:
//   the interpreter skips the park there and the export writes no `script.settle()`, so its
//   spawns start when it suspends, or when its nonisolated caller's statement ends.

/// Hands out unit numbers in creation order, from 1 (see the unit model above).
package final class UnitNumbering: Sendable {
  private let next = Atomic<Int>(1)

  /// A numbering starting at 1.
  package init() {}

  /// The next unit's number.
  package func take() -> Int { next.add(1, ordering: .relaxed).oldValue }
}

/// One unit's spawns, and whether it must park after the statement it is running (see the
/// unit model above).
///
/// Only the unit itself adds to its count, so a statement that merely suspended while other
/// units spawned work never parks its unit (it would then resume at an arbitrary later point).
///
/// Kept in line in its unit, not as an object of its own: one allocation less for every unit
/// (BENCHMARKS.md).
package struct UnitSpawns: ~Copyable, Sendable {
  private let spawned = Atomic<Int>(0)
  private let parkedAt = Atomic<Int>(0)

  /// A unit that has spawned nothing.
  package init() {}

  /// How many spawns the unit has made.
  package var count: Int { spawned.load(ordering: .relaxed) }

  /// The unit created a unit of work.
  package func record() { spawned.add(1, ordering: .relaxed) }

  /// The unit ran `block` (a queue block or a thread) and waited for it: what the block
  /// created counts as one spawn of the unit's own.
  package func adopt(_ block: borrowing UnitSpawns) {
    if block.count > 0 { record() }
  }

  /// Whether the unit spawned work since it last parked; the answer counts as its parking.
  package func mustPark() -> Bool {
    let spawned = count
    return parkedAt.exchange(spawned, ordering: .relaxed) != spawned
  }

  /// Parks the calling unit until nothing else can run on `executor`, if it spawned work
  /// since it last parked (the end of a statement).
  package func parkIfSpawned(on executor: ScriptExecutor) async {
    if mustPark() { await executor.waitUntilIdle() }
  }
}
