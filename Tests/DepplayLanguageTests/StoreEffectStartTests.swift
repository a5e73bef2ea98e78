import DepplayLanguage
import Testing

/// A plain `Store`'s `send`, called without `await`, returns to the script only once every
/// effect it started has begun and queued its operation on the script's executor, in order:
/// a `TestClock` advanced next finds all their sleeps, on every run.
@Suite struct StoreEffectStartTests {
  static let script =
    StoreLayerWaitTests.timer + """
      let clock = TestClock()
      let store = Store(initialState: Timer.State()) { Timer() } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.start)
      store.send(.start)
      store.send(.start)
      await clock.advance(by: .seconds(1))
      print(store.state.ticks)
      """

  @Test func effectsStartedBySendAreAllWokenByTheNextAdvanceOnEveryRun() async {
    // The store queues each effect's operation on the script's executor while `send` runs,
    // whichever thread drains the main queue (`depplay run`'s main thread, or a test
    // process's pool threads), so the advance finds all three sleeps every time.
    for _ in 0..<100 {
      let result = await Session().run(source: Self.script, file: "start.dep")
      #expect(StoreLayerWaitTests.printed(result) == ["3"])
      #expect(StoreLayerWaitTests.issues(result).isEmpty)
      let succeeded = if case .succeeded = result.status { true } else { false }
      #expect(succeeded, "a stuck effect fails the run")
    }
  }
}
