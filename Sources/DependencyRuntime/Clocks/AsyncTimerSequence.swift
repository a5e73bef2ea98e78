/// The ticks of a clock's timer (`clock.timer(interval:tolerance:)`): an
/// asynchronous sequence of the clock's `now`, one element each time the clock reaches the
/// next multiple of the interval after iteration began. Each element is a sleep on the clock
/// until that deadline, so a `TestClock` yields one only when advanced past it (advanced by
/// 2.5 intervals, two), and an `ImmediateClock` yields at once, without end. Cancelling the
/// iterating task ends the sequence.
public struct AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// The clock's instant at each tick.
  public typealias Element = C.Instant

  /// Walks the ticks: each `next()` sleeps until the next deadline.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: C
    let interval: C.Duration
    let tolerance: C.Duration?
    /// The deadline of the last tick; before the first, iteration has not begun.
    var lastDeadline: C.Instant?

    /// The clock's `now` once it reaches the next deadline; `nil` when the task is cancelled.
    public mutating func next() async -> C.Instant? {
      let deadline = (lastDeadline ?? clock.now).advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        return nil
      }
      lastDeadline = deadline
      return clock.now
    }
  }

  let clock: C
  let interval: C.Duration
  let tolerance: C.Duration?

  /// A timer on `clock` ticking every `interval`, each sleep with `tolerance`.
  public init(interval: C.Duration, tolerance: C.Duration? = nil, clock: C) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  /// An iterator whose first tick is one interval after its first `next()`.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval, tolerance: tolerance)
  }
}

extension Clock {
  /// A timer on this clock ticking every `interval`, as swift-clocks gives every clock:
  /// `for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }`.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> AsyncTimerSequence<Self> {
    AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: self)
  }
}
