/// A clock whose sleeps return at once, moving its `now` to the deadline.
///
/// Use it when the code under test waits (a debounce, a delay before retrying) but the test
/// does not care about the waiting itself: the code runs straight through.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await withDependencies { $0.continuousClock = clock } operation: {
///   try await model.retryAfterDelay()  // returns immediately
/// }
/// clock.now  // advanced by the delay
/// ```
///
/// A cancelled task's sleep throws `CancellationError`.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The clock's instants: offsets from its start.
  public typealias Instant = OffsetInstant<Duration>

  // NB: `LockIsolated`, not `Mutex`: concurrent sleeps contend for it, and the thread
  // sanitizer does not see a contended `Mutex`'s hand-off on Linux.
  private let current: LockIsolated<Instant>

  /// Creates a clock whose time starts at `now`.
  public init(now: Instant = .init()) {
    self.current = LockIsolated(now)
  }

  /// The clock's current instant: where the latest sleep's deadline moved it.
  public var now: Instant {
    current.value
  }

  /// Zero: the clock has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// Moves `now` to `deadline` (never backwards), yields once, and returns.
  ///
  /// The yield is a child task that does nothing, awaited: it runs where the sleeping task's
  /// work runs (its task executor preference, or the global executor), so a task confined to
  /// one serial executor (a depplay script's) yields there and needs no other thread.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withValue { $0 = Swift.max($0, deadline) }
    await withTaskGroup(of: Void.self) { group in group.addTask {} }
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// Creates a clock measured in `Swift.Duration`, starting at offset zero.
  ///
  /// ```swift
  /// $0.continuousClock = ImmediateClock()
  /// ```
  public convenience init() {
    self.init(now: .init())
  }
}
