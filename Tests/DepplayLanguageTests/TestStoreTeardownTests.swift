import DepplayLanguage
import Testing

/// A test store ends with the test that made it, as TCA's does when it goes away at the end
/// of a test: received actions nobody asserted and effects still running fail the test
/// (TCA.md TT4). One made at a script's top level ends when the whole program ends; in the
/// shell, whose entries continue one program, it lives on.
@Suite struct TestStoreTeardownTests {
  static let timer = FeatureScripts.timer

  static func output(of result: ExecutionResult) -> String {
    TerminalRenderer(colored: false).render(result).standardOutput
  }

  @Test func anEffectStillRunningWhenTheTestEndsFailsIt() async {
    let result = await Session().run(
      source: Self.timer + """
        @Test func leavesTheTimerRunning() async {
          let clock = TestClock()
          let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
            $0.continuousClock = clock
          }
          await store.send(.start)
        }
        """, file: "teardown.dep")
    let output = Self.output(of: result)
    #expect(output.contains("✘ test leavesTheTimerRunning() failed"))
    #expect(output.contains(#"An effect returned for "Timer.Action.start" is still running"#))
    // The teardown cancels the effect: it is not also reported as work that never finished.
    #expect(!TerminalRenderer(colored: false).render(result).standardError.contains("never"))
  }

  @Test func anActionReceivedButNotAssertedFailsTheTest() async {
    let result = await Session().run(
      source: Self.timer + """
        @Test func forgetsTheTick() async {
          let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
            $0.continuousClock = ImmediateClock()
          }
          await store.send(.start)
        }
        @Test func receivesTheTick() async {
          let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
            $0.continuousClock = ImmediateClock()
          }
          await store.send(.start)
          await store.receive(.tick) { $0.ticks = 1 }
        }
        """, file: "teardown.dep")
    let output = Self.output(of: result)
    #expect(output.contains("✘ test forgetsTheTick() failed"))
    #expect(output.contains("The store received 1 unexpected action"))
    #expect(output.contains("✔ test receivesTheTick() passed"))
  }

  @Test func aTopLevelTestStoreEndsWhenTheProgramEndsNotAfterAShellEntry() async {
    let source =
      Self.timer + """
        let clock = TestClock()
        let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.start)
        """
    let program = Self.output(of: await Session().run(source: source, file: "teardown.dep"))
    #expect(program.contains(#"An effect returned for "Timer.Action.start" is still running"#))

    // A shell entry: the store and its effect live on, and the next entry can finish them.
    let session = Session()
    let entry = Self.output(of: await session.execute(source: source, file: "entry.dep"))
    #expect(!entry.contains("still running"))
    let next = await session.execute(
      source: """
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
        print(store.state.ticks)
        """, file: "entry.dep")
    #expect(Self.output(of: next) == "1\n")
  }
}
