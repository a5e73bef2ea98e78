import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct ClockDependencyTests {
    @Test func liveValuesAreTheRealClocks() {
      let (clocks, issues) = collectingIssues {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.continuousClock) var continuousClock
          @Dependency(\.suspendingClock) var suspendingClock
          return (continuousClock, suspendingClock)
        }
      }
      #expect(clocks.0 is ContinuousClock)
      #expect(clocks.1 is SuspendingClock)
      #expect(issues.isEmpty)
    }

    @Test(arguments: ["continuousClock", "suspendingClock"])
    func testValueReportsNowAndSleepButStillSleeps(_ name: String) async throws {
      let (elapsed, issues) = try await collectingIssues {
        @Dependency(\.continuousClock) var continuousClock
        @Dependency(\.suspendingClock) var suspendingClock
        let clock = name == "continuousClock" ? continuousClock : suspendingClock
        _ = clock.now
        let start = ContinuousClock.now
        try await clock.sleep(for: .milliseconds(20))
        return ContinuousClock.now - start
      }
      #expect(elapsed >= .milliseconds(20))
      #expect(issues.kindsAndKeys == Array(repeating: "unimplementedBuiltIn:\(name)", count: 3))
      #expect(issues.first?.message.contains("'now' was read") == true)
      #expect(issues.last?.message.contains("asked to sleep") == true)
    }

    @Test func overridingWithAControlledClockIsSilent() async throws {
      let (now, issues) = try await collectingIssues {
        try await withDependencies {
          $0.continuousClock = ImmediateClock()
        } operation: {
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(60))
          return clock.now
        }
      }
      #expect((now as? OffsetInstant<Duration>)?.offset == .seconds(60))
      #expect(issues.isEmpty)
    }
  }
}
