import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct AnyClockTests {
    @Test func forwardsNowAndSleepToTheBaseClock() async throws {
      let base = TestClock()
      let clock = AnyClock(base)
      let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
      await base.advance(by: .seconds(2))
      try await sleeper.value
      #expect(clock.now == OffsetInstant(offset: .seconds(2)))
    }
  }
}
