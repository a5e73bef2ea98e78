/// A clock that forwards to another clock whose type is erased.
///
/// Its instants are offsets from the moment it was created, so clocks with different
/// instant types can stand behind one type.
///
/// ```swift
/// let clock = AnyClock(ContinuousClock())
/// try await clock.sleep(for: .milliseconds(10))
/// ```
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The clock's instants: offsets from when it was created.
  public typealias Instant = OffsetInstant<Duration>

  private let elapsed: @Sendable () -> Duration
  private let sleepUntilOffset: @Sendable (Duration, Duration?) async throws -> Void

  /// The base clock's minimum resolution.
  public let minimumResolution: Duration

  /// Wraps `base`.
  public init<Base: Clock>(_ base: Base) where Base.Duration == Duration {
    let start = base.now
    self.elapsed = { start.duration(to: base.now) }
    self.sleepUntilOffset = { offset, tolerance in
      try await base.sleep(until: start.advanced(by: offset), tolerance: tolerance)
    }
    self.minimumResolution = base.minimumResolution
  }

  /// The base clock's current instant.
  public var now: Instant {
    Instant(offset: elapsed())
  }

  /// Sleeps on the base clock until `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntilOffset(deadline.offset, tolerance)
  }
}
