/// A clock whose time moves only when the test moves it.
///
/// Sleeps on a test clock suspend until ``advance(by:isolation:)``,
/// ``advance(to:isolation:)`` or ``run(maximumSteps:fileID:filePath:line:column:isolation:settle:)``
/// moves time past their deadline. Sleepers wake one at a time, in deadline order (ties in the
/// order they started sleeping), and each woken task gets to run before the next wakes and
/// before `advance` returns, so what a test observes after `advance` does not depend on luck.
///
/// ```swift
/// let clock = TestClock()
/// let printed = LockIsolated<[String]>([])
/// Task {
///   try await clock.sleep(for: .seconds(1))
///   printed.withValue { $0.append("x") }
/// }
/// await clock.advance(by: .seconds(1))
/// printed.value  // ["x"]
/// ```
///
/// How sure is "before"? `advance` waits until each woken sleeper has resumed, then yields
/// its actor and round-trips through the global executor several times. Called from the
/// actor the sleeping tasks run on (an interpreter's serial executor, the main actor), the
/// woken task's step is queued ahead of `advance` and runs first. Tasks on the global
/// executor run in parallel with the test, so there (and for tasks that have not reached
/// their sleep yet) it is a best effort, as in swift-clocks. When every task that sleeps on
/// the clock runs on one serial executor that can tell when nothing is left to run (depplay's
/// `ScriptExecutor`), pass its idle wait as `settle` (``advance(to:isolation:settle:)``,
/// ``run(maximumSteps:fileID:filePath:line:column:isolation:settle:)``): then it is exact. A
/// cancelled sleeper throws `CancellationError` at once.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The clock's instants: offsets from its start.
  public typealias Instant = OffsetInstant<Duration>

  private struct Sleeper: Sendable {
    var id: Int
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State: Sendable {
    var now: Instant
    var sleepers = DeadlineHeap<Instant, Sleeper>()
    var nextSleeperID = 0
    /// `advance` waits on these until the sleeper it woke is running again.
    var resumptionWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  /// NB: a `LockIsolated`, not a `Mutex`: the thread sanitizer sees its ordering (it does not
  /// see the kernel hand-off of a contended `Mutex` on Linux and reports false races).
  private let state: LockIsolated<State>

  /// Creates a clock whose time starts at `now`.
  public init(now: Instant = .init()) {
    self.state = LockIsolated(State(now: now))
  }

  /// The clock's current instant.
  public var now: Instant {
    state.withValue { $0.now }
  }

  /// Zero: the clock has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock is advanced to `deadline` (returns at once if it is already
  /// there), or throws `CancellationError` if the task is cancelled first.
  ///
  /// The sleep is registered on the caller's actor before the task suspends
  /// (`nonisolated(nonsending)`): a task on the actor that calls ``advance(by:isolation:)`` has
  /// reached its sleep as soon as it has run, instead of racing a hop to the global executor.
  public nonisolated(nonsending) func sleep(
    until deadline: Instant, tolerance: Duration? = nil
  ) async throws {
    let id = state.withValue { state in
      defer { state.nextSleeperID += 1 }
      return state.nextSleeperID
    }
    defer { signalResumption(of: id) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<Void, any Error>? = state.withValue { state in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.insert(
            Sleeper(id: id, continuation: continuation), deadline: deadline, sequence: id)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let cancelled = state.withValue { $0.sleepers.remove(sequence: id) }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Suspends for `duration` from ``now``, registered on the caller's actor like
  /// ``sleep(until:tolerance:)`` (the standard library's `Clock.sleep(for:)` would hop to the
  /// global executor first).
  public nonisolated(nonsending) func sleep(
    for duration: Duration, tolerance: Duration? = nil
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline it passes.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// ```
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    await advance(to: now.advanced(by: duration), isolation: isolation)
  }

  /// Moves time forward to `deadline`, waking every sleeper whose deadline it reaches.
  ///
  /// First lets already-started tasks reach their sleeps; then, until no sleeper is due,
  /// moves `now` to the earliest deadline, wakes that sleeper and lets it run. Sleeps that
  /// woken tasks start along the way are woken too if they fall due by `deadline`. Time never
  /// moves backwards.
  ///
  /// It runs on the caller's actor: called from the actor the sleeping tasks run on, each
  /// woken task finishes its step before `advance` goes on. "Lets run" is a best effort here
  /// (see the type's discussion); ``advance(to:isolation:settle:)`` is exact.
  public func advance(
    to deadline: Instant, isolation: isolated (any Actor)? = #isolation
  ) async {
    await advance(to: deadline, isolation: isolation, settle: { await yieldToOtherTasks() }) {
      sleeper in
      await withCheckedContinuation(isolation: isolation) { resumed in
        state.withValue { $0.resumptionWaiters[sleeper.id] = resumed }
        sleeper.continuation.resume()
      }
      await yieldToOtherTasks()
    }
  }

  /// Moves time forward to `deadline` like ``advance(to:isolation:)``, but lets work run by
  /// awaiting `settle` instead of yielding and hoping.
  ///
  /// `settle` must return only once every task that could sleep on this clock is parked at a
  /// suspension point (or done): typically "until the serial executor all those tasks run on
  /// has nothing left to run". `advance` awaits it first (so tasks started just before reach
  /// their sleeps), then after waking each sleeper (so it runs its step, and whatever it
  /// spawned runs too, before the next sleeper wakes). Nothing then depends on timing.
  ///
  /// ```swift
  /// await clock.advance(to: clock.now.advanced(by: .seconds(1))) {
  ///   await executor.waitUntilIdle()
  /// }
  /// ```
  public func advance(
    to deadline: Instant, isolation: isolated (any Actor)? = #isolation,
    settle: () async -> Void
  ) async {
    await advance(to: deadline, isolation: isolation, settle: settle) { sleeper in
      sleeper.continuation.resume()
      await settle()
    }
  }

  /// The one algorithm behind both kinds of `advance`: `settle` lets started work reach its
  /// sleeps, `wake` resumes a due sleeper and lets it run.
  private func advance(
    to deadline: Instant, isolation: isolated (any Actor)?, settle: () async -> Void,
    wake: (Sleeper) async -> Void
  ) async {
    await settle()
    while let sleeper = popSleeper(dueBy: deadline) {
      await wake(sleeper)
    }
    state.withValue { $0.now = Swift.max($0.now, deadline) }
  }

  /// Advances until nobody sleeps on the clock any more.
  ///
  /// Each step moves time to the earliest deadline and wakes the sleepers due then. Work that
  /// keeps sleeping forever (a timer) would never let it finish: after `maximumSteps` steps it
  /// stops and reports an issue at the call. The bound counts work, not real time (where
  /// swift-clocks gives up after a `timeout` of real time), so a test passes or fails the same
  /// way on a busy machine. With `settle`, each step is exact as in
  /// ``advance(to:isolation:settle:)``; pass `.max` when the caller bounds the work itself
  /// (depplay's statement budget stops a script's endless timer).
  ///
  /// ```swift
  /// Task { try await model.startCountdown() }
  /// await clock.run()
  /// ```
  public func run(
    maximumSteps: Int = 10_000,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    settle: (() async -> Void)? = nil
  ) async {
    if let settle { await settle() } else { await yieldToOtherTasks() }
    var steps = 0
    while let next = state.withValue({ $0.sleepers.earliestDeadline }) {
      guard steps < maximumSteps else {
        reportIssue(
          """
          TestClock.run() gave up after \(maximumSteps) steps: tasks kept sleeping on the \
          clock (a timer, or a loop that never ends). Advance it by a fixed amount instead.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      steps += 1
      if let settle {
        await advance(to: next, isolation: isolation, settle: settle)
      } else {
        await advance(to: next, isolation: isolation)
      }
    }
  }

  /// Removes and returns the sleeper due first, if one is due by `deadline`, moving `now`
  /// to its deadline.
  private func popSleeper(dueBy deadline: Instant) -> Sleeper? {
    state.withValue { state in
      guard let (due, sleeper) = state.sleepers.popFirst(dueBy: deadline) else { return nil }
      state.now = Swift.max(state.now, due)
      return sleeper
    }
  }

  /// Tells an `advance` waiting for sleeper `id` that it is running again.
  private func signalResumption(of id: Int) {
    state.withValue { $0.resumptionWaiters.removeValue(forKey: id) }?.resume()
  }
}

extension TestClock where Duration == Swift.Duration {
  /// Creates a clock measured in `Swift.Duration`, starting at offset zero.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// ```
  public convenience init() {
    self.init(now: .init())
  }
}
