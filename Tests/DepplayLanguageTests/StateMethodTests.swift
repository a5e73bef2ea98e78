import DepplayLanguage
import Testing

/// The methods of a feature's `State`, called as a plain struct's are: in a reducer on its
/// `inout` state, through a store's state, and in a test store's assertion closure
/// (`Golden/state-methods.dep` runs each form).
@Suite struct StateMethodTests {
  static let feature = """
    @Reducer
    struct Tally {
      @ObservableState
      struct State: Equatable {
        var marks: [Int] = []
        func total() -> Int { marks.reduce(0, +) }
        mutating func mark(_ value: Int) { marks.append(value) }
        mutating func markTwice(_ value: Int) {
          mark(value)
          mark(value)
        }
      }
      enum Action { case marked(Int) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .marked(let value):
            state.markTwice(value)
            return .none
          }
        }
      }
    }

    """

  @Test func aReducerCallsAMutatingMethodOnItsStateAndAStoreReadsTheResult() async {
    let result = await runScript(
      Self.feature + """
        @MainActor
        func run() {
          let store = Store(initialState: Tally.State()) { Tally() }
          store.send(.marked(3))
          print(store.marks, store.state.total())
        }
        await run()
        """, file: "tally.dep")
    #expect(result.output == "[3, 3] 6\n", "\(result.errors)")
  }

  @Test func aTestStoreAssertionCallsThemOnTheExpectedState() async {
    let result = await runScript(
      Self.feature + """
        @Test func t() async {
          let store = TestStore(initialState: Tally.State()) { Tally() }
          await store.send(.marked(2)) { $0.markTwice(2) }
          await store.send(.marked(1)) { $0.mark(1) }
        }
        """, file: "tally.dep")
    // The first assertion holds; the second expects one mark of 1 where the reducer made two.
    #expect(result.output.contains("A state change does not match expectation"))
    #expect(result.output.contains("[test t()]     +     1,\n[test t()]           1\n"))
    #expect(result.output.contains("✘ test t() failed\n"), "\(result.output)")
  }

  @Test func aMutatingMethodOnALetCopyIsSwiftsError() async throws {
    try await MarkedScript(
      marked: Self.feature + """
        @MainActor
        func run() {
          let store = Store(initialState: Tally.State()) { Tally() }
          let copy = store.state
          ⏵copy.mark(1)
        }
        await run()
        """
    ).expectError(
      "cannot use mutating member on immutable value: 'copy' is a 'let' constant", malformed: false)
  }
}
