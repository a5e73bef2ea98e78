import DepplayLanguage
import Testing

/// A script's test store waits for effects by letting the script run everything it can,
/// never by a clock: what has not arrived then never will, and is reported at once.
@Suite struct StoreLayerWaitTests {
  static let timer = FeatureScripts.timer

  /// The issues a run reported, as text.
  static func issues(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .issue(_, _, let message, _, _) = event { message } else { nil }
    }
  }

  /// The lines a run printed.
  static func printed(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .output(let text, _, _, _) = event { text } else { nil }
    }
  }

  @Test func aReceiveWhoseEffectWaitsOnAnUnadvancedTestClockIsReportedAtOnce() async {
    let script =
      Self.timer + """
        let clock = TestClock()
        let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.start)
        await store.receive(.tick) { $0.ticks = 1 }
        print("after")
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
        print(store.state.ticks)
        """
    let result = await Session().run(source: script, file: "timer.dep")
    let issues = Self.issues(result)
    // Two issues, as TCA raises for a receive that times out while effects run.
    #expect(issues.count == 2)
    let issue = issues.first ?? ""
    #expect(issue.contains("received none: the effects still running"))
    #expect(issue.contains("started by") && issue.contains("start"))
    #expect(issues.last?.contains("Expected to receive Timer.Action.tick, but didn't.") == true)
    #expect(Self.printed(result) == ["after", "1"])
  }

  @Test func anImmediateClockLetsTheEffectDeliverBeforeTheReceive() async {
    let script =
      Self.timer + """
        let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
          $0.continuousClock = ImmediateClock()
        }
        await store.send(.start)
        await store.receive(.tick) { $0.ticks = 1 }
        print(store.state.ticks)
        """
    let result = await Session().run(source: script, file: "timer.dep")
    #expect(Self.issues(result).isEmpty)
    #expect(Self.printed(result) == ["1"])
  }
}
