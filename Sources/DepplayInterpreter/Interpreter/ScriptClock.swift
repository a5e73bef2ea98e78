import DependencyRuntime
import DepplaySupport

/// A clock in a script: the runtime's `TestClock`, `ImmediateClock` or `UnimplementedClock`,
/// or a real clock, behind the `any Clock<Duration>` the clock dependencies hold.
package struct ScriptClock: Sendable {
  /// The clock itself.
  package let base: any Clock<Duration>

  /// The `TestClock` it is, if it is one (only those can be advanced).
  package var testClock: TestClock<Duration>? { base as? TestClock<Duration> }

  /// Whether sleeping on it waits for real time (a live clock, or an unimplemented one that
  /// falls back to one): the script's executor must wait for that instead of declaring the
  /// script stuck.
  package var sleepsInRealTime: Bool {
    !(base is TestClock<Duration>) && !(base is ImmediateClock<Duration>)
  }

  /// The clock's time as an offset from its start, for clocks that count from zero.
  package var now: Duration? {
    switch base {
    case let clock as TestClock<Duration>: clock.now.offset
    case let clock as ImmediateClock<Duration>: clock.now.offset
    case let clock as UnimplementedClock<Duration>: clock.now.offset
    default: nil
    }
  }

  /// How far from its start a clock that counts from zero may go, either way: the range of
  /// `.seconds(n)`, so that no instant a script reaches overflows the clock's arithmetic.
  package static let reachable = Duration.seconds(-Int.max)...Duration.seconds(Int.max)

  /// Whether moving the clock's time by `duration` (sleeping on an `ImmediateClock`,
  /// advancing a `TestClock`, a `TestClock` deadline) stays within ``reachable``.
  /// Other clocks are not read (an unimplemented clock's `now` raises an issue).
  package func canMove(by duration: Duration) -> Bool {
    let now: Duration
    switch base {
    case let clock as TestClock<Duration>: now = clock.now.offset
    case let clock as ImmediateClock<Duration>: now = clock.now.offset
    default: return true
    }
    return Self.reachable.contains(now + duration)
  }

  /// Sleeps for `duration`. On the runtime's own clocks it calls `sleep(until:)` directly
  /// (the deadline computed here), so the sleep registers on the task's own executor before
  /// anything else runs: the ordering model depends on that.
  package func sleep(for duration: Duration) async throws {
    switch base {
    case let clock as TestClock<Duration>:
      try await clock.sleep(until: clock.now.advanced(by: duration))
    case let clock as ImmediateClock<Duration>:
      try await clock.sleep(until: clock.now.advanced(by: duration))
    default:
      try await base.sleep(for: duration)
    }
  }

  package var typeName: String { ValueText.clockName(base) }

  /// The same clock object (or, for the value-type real clocks, the same kind).
  package func isSameClock(as other: ScriptClock) -> Bool {
    guard type(of: base) is AnyClass, type(of: other.base) is AnyClass else {
      return typeName == other.typeName
    }
    return (base as AnyObject) === (other.base as AnyObject)
  }
}
