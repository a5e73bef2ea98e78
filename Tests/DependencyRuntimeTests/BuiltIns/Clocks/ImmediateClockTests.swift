import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct ImmediateClockTests {
    /// Sleeps of a day each: a clock that really slept would never let the test finish.
    @Test func sleepReturnsAtOnceAndAdvancesNow() async throws {
      let clock = ImmediateClock()
      try await clock.sleep(for: .seconds(86_400))
      try await clock.sleep(for: .seconds(86_400))
      #expect(clock.now == OffsetInstant(offset: .seconds(172_800)))
    }

    @Test func sleepNeverMovesTimeBackwards() async throws {
      let clock = ImmediateClock(now: OffsetInstant(offset: Duration.seconds(10)))
      try await clock.sleep(until: OffsetInstant(offset: .seconds(2)))
      #expect(clock.now == OffsetInstant(offset: Duration.seconds(10)))
    }

    @Test func cancelledSleepThrows() async {
      let clock = ImmediateClock()
      let sleeper = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }
      await #expect(throws: CancellationError.self) { try await sleeper.value }
      #expect(clock.now == OffsetInstant(offset: .zero))
    }
  }
}
