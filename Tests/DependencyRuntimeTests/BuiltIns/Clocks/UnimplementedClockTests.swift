import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct UnimplementedClockTests {
    @Test func nowAndSleepEachReportNamingTheClock() async throws {
      let createdLine = #line + 1
      let clock = UnimplementedClock(name: "Timer.clock")
      let collector = IssueCollector()
      let elapsed = try await withIssueReporters([collector]) {
        _ = clock.now
        let start = ContinuousClock.now
        try await clock.sleep(until: clock.now.advanced(by: .milliseconds(10)))
        return ContinuousClock.now - start
      }
      #expect(elapsed >= .milliseconds(10))
      #expect(
        collector.issues.kindsAndKeys
          == Array(repeating: "unimplementedBuiltIn:Timer.clock", count: 3))
      #expect(collector.issues.allSatisfy { $0.message.contains("'Timer.clock'") })
      #expect(collector.issues.first?.line == UInt(createdLine))
    }

    @Test func minimumResolutionIsSilent() {
      let clock = UnimplementedClock(SuspendingClock(), name: "quiet")
      let collector = IssueCollector()
      withIssueReporters([collector]) { _ = clock.minimumResolution }
      #expect(collector.issues.isEmpty)
    }
  }
}
