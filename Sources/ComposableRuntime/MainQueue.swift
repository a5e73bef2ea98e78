import DependencyRuntime
import Foundation
import Synchronization

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
  private let sleeper: @Sendable (Duration) async throws -> Void
  private let scheduler: @Sendable (@escaping @Sendable () -> Void) -> Void

  /// A scheduler that waits with `sleep` and runs work with `schedule`.
  public init(
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
  ) {
    self.sleeper = sleep
    self.scheduler = schedule
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
      sleep: { try await Task.sleep(for: $0) },
      schedule: { action in DispatchQueue.main.async(execute: action) })
  }

  /// A scheduler that never waits: sleeps return at once, work runs at once.
  public static var immediate: Self {
    Self(
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
  private let pending = Mutex<[@Sendable () -> Void]>([])

  /// A test scheduler at time zero.
  public init() {}

  /// Moves time forward by `duration`: runs the work scheduled so far, then wakes every
  /// sleeper whose deadline it passes, in order.
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    let actions = pending.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
    for action in actions { action() }
    await clock.advance(by: duration, isolation: isolation)
  }

  /// This scheduler, type-erased for the `mainQueue` dependency.
  public func eraseToAnyScheduler() -> AnySchedulerOf<Queue> {
    AnySchedulerOf(
      sleep: { [clock] in try await clock.sleep(for: $0) },
      schedule: { action in self.pending.withLock { $0.append(action) } })
  }
}
