import DepplayLanguage
import Testing

/// `CombineReducers { … }` (TCA's `CombineReducers`): the reducers it lists run in the order
/// written, each on the state the one before left, their effects merged; measured on TCA
/// 1.25, where `Golden/combine-reducers.dep` also shows a modifier applying to all of them.
@Suite struct CombineReducersTests {
  static func run(_ combined: String, then sends: String) async -> (
    output: String, errors: String, succeeded: Bool
  ) {
    await runScript(
      """
      struct Audit: Reducer {
        @ObservableState struct State { var value = 0 }
        enum Action { case add(Int), added }
        var body: some ReducerOf<Self> {
          CombineReducers {
      \(combined)
          }
        }
      }
      let store = Store(initialState: Audit.State()) { Audit() }
      \(sends)
      """, file: "combine.dep")
  }

  @Test func eachReducerSeesTheStateTheOneBeforeItLeft() async {
    let result = await Self.run(
      """
      Reduce { state, action in
        if case .add(let amount) = action { state.value += amount }
        return .none
      }
      Reduce { state, action in
        print("second sees", state.value)
        state.value = state.value * 10
        return .none
      }
      """, then: "store.send(.add(2))\nprint(store.state.value)")
    #expect(result.output == "second sees 2\n20\n")
  }

  @Test func theEffectsOfTheListedReducersAreMerged() async {
    let result = await Self.run(
      """
      Reduce { state, action in
        if case .add(let amount) = action { state.value += amount }
        return .none
      }
      Reduce { state, action in
        switch action {
        case .add: return .send(.added)
        case .added:
          print("added, now", state.value)
          return .none
        }
      }
      """, then: "store.send(.add(3))")
    #expect(result.output == "added, now 3\n")
  }

  @Test func anErrorInOneReducerStopsTheOnesAfterIt() async {
    let result = await Self.run(
      """
      Reduce { state, action in
        let values = [1]
        state.value = values[2]
        return .none
      }
      Reduce { state, action in
        print("second ran")
        return .none
      }
      """, then: "store.send(.add(1))")
    #expect(!result.succeeded)
    #expect(!result.output.contains("second ran"))
    #expect(result.errors.contains("out of range"))
  }

  @Test func aValueThatIsNotAReducerIsRefusedByName() async {
    let result = await Self.run("42", then: "store.send(.add(1))")
    #expect(!result.succeeded)
    #expect(result.errors.contains("expected a reducer, not a value of type Int"))
  }
}
