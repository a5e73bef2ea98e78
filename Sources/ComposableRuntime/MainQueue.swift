import DependencyRuntime
import Foundation

extension DependencyValues {
  /// The main queue as a scheduler: `try await mainQueue.sleep(for: .seconds(1))`.
  ///
  /// Live, it is the main dispatch queue; in a test that does not override it, an
  /// unimplemented scheduler that reports every use (then carries on at once). Override it
  /// with `.immediate` or a `DispatchQueue.test` scheduler:
  ///
  /// ```swift
  /// let mainQueue = DispatchQueue.test
  /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
  /// }
  /// await store.send(.start)
  /// await mainQueue.advance(by: .seconds(1))
  /// ```
  ///
  /// It exists for Combine-era code. Current TCA recommends clocks
  /// (`@Dependency(\.continuousClock)` with `ImmediateClock` or `TestClock` in tests), and
  /// 1.25 deprecates the scheduler-based `debounce`/`throttle` in their favour.
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }
}

private enum MainQueueKey: DependencyKey {
  static let liveValue = AnySchedulerOf<DispatchQueue>.main
  static let testValue = AnySchedulerOf<DispatchQueue>.unimplemented(#"@Dependency(\.mainQueue)"#)
}

/// A scheduler of work for `Queue`, with its implementation erased: the shape of
/// CombineSchedulers' `AnySchedulerOf<DispatchQueue>`, without Combine.
///
/// It can wait (``sleep(for:)``) and run work (``schedule(_:)``).
public struct AnySchedulerOf<Queue>: Sendable {
  /// Which scheduler this is, for tools that show it (depplay's interpreter).
  package enum Kind: Sendable {
    /// ``main``: real time.
    case main
    /// ``immediate``.
    case immediate
    /// ``unimplemented(_:)``, with its name.
    case unimplemented(String)
    /// A ``TestSchedulerOf``, erased.
    case test(TestSchedulerOf<Queue>)
    /// Made with ``init(sleep:schedule:)``.
    case custom
  }

  private let sleeper: @Sendable (Duration) async throws -> Void
  private let scheduler: @Sendable (@escaping @Sendable () -> Void) -> Void
  /// Which scheduler this is.
  package let kind: Kind

  /// A scheduler that waits with `sleep` and runs work with `schedule`.
  public init(
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
  ) {
    self.init(kind: .custom, sleep: sleep, schedule: schedule)
  }

  private init(
    kind: Kind,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
  ) {
    self.kind = kind
    self.sleeper = sleep
    self.scheduler = schedule
  }

  /// `test`'s scheduler, type-erased (``TestSchedulerOf/eraseToAnyScheduler()``).
  fileprivate static func erasing(_ test: TestSchedulerOf<Queue>) -> Self {
    Self(
      kind: .test(test), sleep: { try await test.sleep(for: $0) },
      schedule: { test.enqueue($0) })
  }

  /// Suspends for `duration` as this scheduler measures time; throws `CancellationError` if
  /// the task is cancelled.
  public func sleep(for duration: Duration) async throws {
    try await sleeper(duration)
  }

  /// Runs `action` on this scheduler.
  public func schedule(_ action: @escaping @Sendable () -> Void) {
    scheduler(action)
  }

  /// This scheduler (it is already type-erased).
  public func eraseToAnyScheduler() -> Self { self }
}

extension AnySchedulerOf where Queue == DispatchQueue {
  /// The main dispatch queue: real time, work run on the main thread.
  public static var main: Self {
    Self(
      kind: .main, sleep: { try await Task.sleep(for: $0) },
      schedule: { action in DispatchQueue.main.async(execute: action) })
  }

  /// A scheduler that never waits: sleeps return at once, work runs at once.
  public static var immediate: Self {
    Self(
      kind: .immediate,
      sleep: { _ in
        try Task.checkCancellation()
        await Task.yield()
      },
      schedule: { action in action() })
  }

  /// A scheduler that reports every use as an issue, naming it `name`, then behaves as
  /// ``immediate`` so the test goes on.
  public static func unimplemented(_ name: String) -> Self {
    let immediate = Self.immediate
    return Self(
      kind: .unimplemented(name),
      sleep: { duration in
        reportIssue("Unimplemented: \(name) was asked to sleep for \(duration) in a test.")
        try await immediate.sleep(for: duration)
      },
      schedule: { action in
        reportIssue("Unimplemented: \(name) was asked to schedule work in a test.")
        immediate.schedule(action)
      })
  }
}

extension DispatchQueue {
  /// A scheduler standing in for a dispatch queue that never waits.
  public static var immediate: AnySchedulerOf<DispatchQueue> { .immediate }

  /// A scheduler standing in for a dispatch queue whose time moves only when the test
  /// advances it.
  public static var test: TestSchedulerOf<DispatchQueue> { TestSchedulerOf() }
}

/// A scheduler for tests: sleeps wait until ``advance(by:isolation:)`` moves time past them, and
/// scheduled work runs at the next advance.
public final class TestSchedulerOf<Queue>: Sendable {
  private let clock = TestClock()
  // NB: a `LockIsolated`, not a `Mutex` (the thread sanitizer's false races on Linux).
  private let pending = LockIsolated<[@Sendable () -> Void]>([])

  /// A test scheduler at time zero.
  public init() {}

  /// Moves time forward by `duration`: runs the work scheduled so far, then wakes every
  /// sleeper whose deadline it passes, in order.
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    let actions = pending.withValue { pending in
      defer { pending.removeAll() }
      return pending
    }
    for action in actions { action() }
    await clock.advance(by: duration, isolation: isolation)
  }

  /// Moves time forward by `duration` like ``advance(by:isolation:)``, but lets woken work
  /// run by awaiting `settle` (see `TestClock.advance(to:isolation:settle:)`): exact where
  /// every task that sleeps on this scheduler runs on one executor `settle` can drain.
  package func advance(
    by duration: Duration, isolation: isolated (any Actor)? = #isolation,
    settle: () async -> Void
  ) async {
    let actions = pending.withValue { pending in
      defer { pending.removeAll() }
      return pending
    }
    for action in actions { action() }
    await clock.advance(to: clock.now.advanced(by: duration), isolation: isolation, settle: settle)
  }

  /// How far time has moved since the scheduler was made.
  package var now: Duration { clock.now.offset }

  /// This scheduler, type-erased for the `mainQueue` dependency.
  public func eraseToAnyScheduler() -> AnySchedulerOf<Queue> {
    AnySchedulerOf.erasing(self)
  }

  fileprivate func sleep(for duration: Duration) async throws {
    try await clock.sleep(until: clock.now.advanced(by: duration))
  }

  fileprivate func enqueue(_ action: @escaping @Sendable () -> Void) {
    pending.withValue { $0.append(action) }
  }
}
