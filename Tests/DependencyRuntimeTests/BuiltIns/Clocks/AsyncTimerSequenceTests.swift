import DependencyRuntime
import Testing

extension BuiltIns {
  /// `clock.timer(interval:)`, as swift-clocks has it, measured against it on a `TestClock`
  /// under a serial executor: a tick at each multiple of the interval after iteration
  /// begins, none before; cancelling the task ends the sequence.
  @Suite struct AsyncTimerSequenceTests {
    /// Tasks started here inherit the actor, so they run one at a time.
    actor SerialTimer {
      let clock = TestClock()

      /// Starts a one-second timer, advances the clock by each of `steps`, and returns the
      /// ticks counted after each, then whether the loop ended once the task was cancelled.
      func ticks(advancingBy steps: [Duration]) async -> (counts: [Int], ended: Bool) {
        let ticks = LockIsolated(0)
        let timer = Task {
          for await _ in clock.timer(interval: .seconds(1)) {
            ticks.withValue { $0 += 1 }
          }
          return true
        }
        var counts: [Int] = []
        for step in steps {
          await clock.advance(by: step)
          counts.append(ticks.value)
        }
        timer.cancel()
        return (counts, await timer.value)
      }
    }

    @Test func aTickFallsOnEachIntervalPassed() async {
      let result = await SerialTimer().ticks(
        advancingBy: [.milliseconds(500), .milliseconds(2000), .milliseconds(500)])
      #expect(result.counts == [0, 2, 3])
      #expect(result.ended)
    }

    @Test func anImmediateClockTicksAtOnce() async {
      let clock = ImmediateClock()
      var ticks: [Duration] = []
      for await now in clock.timer(interval: .seconds(2)) {
        ticks.append(now.offset)
        if ticks.count == 3 { break }
      }
      #expect(ticks == [.seconds(2), .seconds(4), .seconds(6)])
    }
  }
}
