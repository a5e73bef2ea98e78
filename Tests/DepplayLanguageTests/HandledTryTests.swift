import DepplayLanguage
import Testing

/// Swift's `try?` (the error becomes `nil`) and `try!` (an error stops the program), which
/// handle an error where they stand.
@Suite struct HandledTryTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    let result = await Session().run(source: source, file: "try.dep")
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    if case .succeeded = result.status { return (output, errors, true) }
    return (output, errors, false)
  }

  @Test func tryQuestionMarkGivesNilForAThrownErrorAndTheValueOtherwise() async {
    let (output, _, succeeded) = await Self.run(
      """
      struct Failed: Error {}
      let fails = { throw Failed() }
      let works = { 3 }
      let failed = try? fails()
      print(failed == nil)
      if let n = try? works() { print("got", n) }
      if let n = try? fails() { print("got", n) } else { print("nil") }
      """)
    #expect(succeeded)
    #expect(output == "true\ngot 3\nnil\n")
  }

  @Test func tryQuestionMarkSwallowsACancelledSleepAndTheEffectGoesOnWithoutSending() async {
    // TCA's debounce shape: the cancelled sleep's error is dropped, the code after it runs,
    // and the send of a cancelled effect does nothing (no action to receive).
    let (output, errors, succeeded) = await Self.run(
      """
      context test
      struct Debounce: Reducer {
        struct State: Equatable { var saved = 0 }
        enum Action: Equatable { case typed, stop, save }
        @Dependency(\\.continuousClock) var clock
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .typed:
              return .run { send in
                try? await clock.sleep(for: .seconds(1))
                print("the sleep ended")
                await send(.save)
              }
              .cancellable(id: "debounce")
            case .stop:
              return .cancel(id: "debounce")
            case .save:
              state.saved += 1
              return .none
            }
          }
        }
      }
      let store = TestStore(initialState: Debounce.State()) { Debounce() } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.typed)
      await store.send(.stop)
      await store.finish()
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[Effect.run 1] the sleep ended\n")
  }

  @Test func tryBangStopsTheUnitWithTheErrorAtItsPlace() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Failed: Error { var code = 1 }
      let fails = { throw Failed(code: 7) }
      print(try! fails())
      print("not reached")
      """)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(
      errors.hasPrefix(
        "try.dep:3:7: error: 'try!' expression unexpectedly raised an error: Failed(code: 7)"))
  }

  @Test func aTryQuestionMarksValuePrintsAsSwiftPrintsAnOptional() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Failed: Error {}
      let works = { 3 }
      let fails = { () throws -> Int in throw Failed() }
      print(try? works(), try? fails())
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Optional(3) nil\n")
  }
}
