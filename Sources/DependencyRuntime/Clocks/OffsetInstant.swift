/// An instant measured as an offset from a clock's own starting point: the `Instant` of
/// ``TestClock``, ``ImmediateClock``, ``AnyClock`` and ``UnimplementedClock``.
///
/// Test clocks start at offset zero, so a test can say exactly where time stands.
///
/// ```swift
/// let clock = TestClock()
/// await clock.advance(by: .seconds(5))
/// clock.now == OffsetInstant(offset: .seconds(5))  // true
/// ```
public struct OffsetInstant<Duration: DurationProtocol & Hashable>: InstantProtocol, Sendable {
  /// How far this instant lies from the clock's start.
  public var offset: Duration

  /// The instant `offset` after the clock's start.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` after this one.
  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// How long it takes to get from this instant to `other`.
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
