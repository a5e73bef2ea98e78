import DepplaySupport

/// What a suspended unit of work waits for: named in the error for work that never finished,
/// whose hint says how to unblock that kind of wait.
package enum Suspension: Sendable {
  /// `clock.sleep(for:)` on a clock, whose type is written with its indefinite article.
  case clockSleep(Duration, clock: String)
  /// `mainQueue.sleep(for:)` on a scheduler (as ``ValueText`` writes it); `isTest` for a
  /// `TestSchedulerOf`, which only `advance` moves.
  case schedulerSleep(Duration, scheduler: String, isTest: Bool)
  /// A task's `value`, by the task's label.
  case taskValue(label: String)
  /// An `async let`'s value, by its name.
  case asyncLet(String)
  /// A store's effects to finish (`await task.finish()` on a store's task).
  case storeEffects
  /// A test store's work.
  case testStore(TestStoreWait)

  /// What a test store call waits for.
  package enum TestStoreWait: Sendable {
    case send, receive
    /// `skipReceivedActions` and `skipInFlightEffects`.
    case skipping
    /// `finish()`, on the store or on a task it returned.
    case finish
    /// `cancel()` on a task the store returned.
    case cancel
  }

  /// The wait, as the error for work that never finished names it.
  package var description: String {
    switch self {
    case .clockSleep(let duration, let clock): "clock.sleep(for: \(duration)) on \(clock)"
    case .schedulerSleep(let duration, let scheduler, _):
      "mainQueue.sleep(for: \(duration)) on \(scheduler)"
    case .taskValue(let label): "\(label)'s value"
    case .asyncLet(let name): "async let \(name)"
    case .storeEffects: "the store's effects to finish"
    case .testStore(.send): "the test store's send"
    case .testStore(.receive): "the test store's receive"
    case .testStore(.skipping): "the test store's effects"
    case .testStore(.finish): "the test store's effects to finish"
    case .testStore(.cancel): "the test store's effects to be cancelled"
    }
  }

  /// How to unblock the wait, when it can never complete.
  package var hint: String {
    switch self {
    case .schedulerSleep(_, _, isTest: true):
      "advance the test scheduler past the deadline (await scheduler.advance(by: …)) or use .immediate"
    case .clockSleep, .schedulerSleep:
      "advance the TestClock past the deadline (await clock.advance(by: …)) or use an ImmediateClock"
    case .taskValue, .asyncLet, .storeEffects, .testStore:
      "nothing left to run could ever resume it"
    }
  }
}
