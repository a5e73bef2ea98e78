import DepplayLanguage
import Testing

/// A feature's `State` as TCA writes it: fields without initial values, and `store.field`
/// only where `State` is `@ObservableState` (TCA 1.25's `Store where State: ObservableState`).
@Suite struct ObservableStateTests {
  static func feature(observable: Bool) -> String {
    """
    struct Counter: Reducer {
      \(observable ? "@ObservableState " : "")struct State: Equatable { var count: Int }
      enum Action { case tap }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.count += 1
          return .none
        }
      }
    }

    """
  }

  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "state.dep")
  }

  @Test func anObservableStoreReadsItsStatesFields() async {
    let (output, errors, succeeded) = await Self.run(
      Self.feature(observable: true) + """
        let store = Store(initialState: Counter.State(count: 5)) { Counter() }
        store.send(.tap)
        print(store.count, store.state.count)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "6 6\n")
  }

  @Test func withoutObservableStateTheStoreHasNoSuchMember() async {
    let (output, errors, succeeded) = await Self.run(
      Self.feature(observable: false) + """
        let store = Store(initialState: Counter.State(count: 5)) { Counter() }
        print(store.count)
        """)
    #expect(!succeeded)
    #expect(output.isEmpty)
    #expect(
      errors.contains(
        "state.dep:12:7: error: a value of type StoreOf<Counter> has no member 'count': its State is not @ObservableState"
      ), "\(errors)")
  }

  @Test func withoutObservableStateAStoreHasNoStateButATestStoreHas() async {
    let (output, errors, succeeded) = await Self.run(
      Self.feature(observable: false) + """
        let test = TestStore(initialState: Counter.State(count: 5)) { Counter() }
        print(test.state.count)
        let store = Store(initialState: Counter.State(count: 5)) { Counter() }
        print(store.state.count)
        """)
    #expect(!succeeded)
    #expect(output == "5\n")
    #expect(
      errors.contains(
        "state.dep:14:7: error: property 'state' requires that 'Counter.State' conform to 'ObservableState'"
      ), "\(errors)")
  }

  @Test func aFieldWithoutAnInitialValueMustBeGiven() async {
    let (_, errors, succeeded) = await Self.run(
      Self.feature(observable: true) + "let state = Counter.State()")
    #expect(!succeeded)
    #expect(
      errors.contains("state.dep:11:13: error: missing argument for parameter 'count' in call"),
      "\(errors)")
  }
}
