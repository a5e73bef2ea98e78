import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct ImmediateClockTests {
    @Test func sleepReturnsAtOnceAndAdvancesNow() async throws {
      let clock = ImmediateClock()
      let start = ContinuousClock.now
      try await clock.sleep(for: .seconds(60))
      try await clock.sleep(for: .seconds(30))
      #expect(ContinuousClock.now - start < .seconds(5))
      #expect(clock.now == OffsetInstant(offset: .seconds(90)))
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
