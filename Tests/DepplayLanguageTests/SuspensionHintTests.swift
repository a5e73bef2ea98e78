import Testing

/// Work that never finishes is reported with what it waits for, and a hint chosen by the
/// kind of wait: a clock's sleep, a test scheduler's, or a wait nothing can end.
@Suite struct SuspensionHintTests {
  @Test func aSleepOnATestClockSaysToAdvanceTheClock() async {
    let (_, errors, succeeded) = await runScript(
      "let clock = TestClock()\nTask { try await clock.sleep(for: .seconds(1)) }",
      file: "clock.dep")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "Task 1 never finished: it waits for clock.sleep(for: 1.0 seconds) on a TestClock, which can never complete"
      ))
    #expect(
      errors.contains(
        "advance the TestClock past the deadline (await clock.advance(by: …)) or use an ImmediateClock"
      ))
  }

  @Test func aSleepOnATestSchedulerSaysToAdvanceTheScheduler() async {
    let (_, errors, succeeded) = await runScript(
      """
      let scheduler = DispatchQueue.test
      withDependencies { $0.mainQueue = scheduler.eraseToAnyScheduler() } operation: {
        Task { try await mainQueue.sleep(for: .seconds(1)) }
      }
      """,
      file: "scheduler.dep")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "it waits for mainQueue.sleep(for: 1.0 seconds) on AnySchedulerOf<DispatchQueue>(TestSchedulerOf<DispatchQueue>)"
      ))
    #expect(
      errors.contains(
        "advance the test scheduler past the deadline (await scheduler.advance(by: …)) or use .immediate"
      ))
  }

  @Test func aWaitForATaskThatNeverEndsHasNothingToAdvance() async {
    let (_, errors, succeeded) = await runScript(
      """
      let clock = TestClock()
      let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
      Task { try await sleeper.value }
      """,
      file: "value.dep")
    #expect(!succeeded)
    #expect(errors.contains("Task 2 never finished: it waits for Task 1's value"))
    #expect(errors.contains("nothing left to run could ever resume it"))
  }
}
