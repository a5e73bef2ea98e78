import DepplayLanguage
import Testing

/// An effect sends a feature's actions: a function declared to return an `Effect` of other
/// values (`-> Effect<Int>`, `map`ped into an action by the docs' samples) is refused by name,
/// at its type; `Effect<Action>` and `Effect<Feature.Action>` run.
@Suite struct ValueEffectTests {
  @Test func anEffectOfOtherValuesIsRefusedByNameAtItsType() async throws {
    try await MarkedScript(
      marked: """
        struct PriceClient {
          func price() -> ⏵Effect<Int> { .none }
        }
        """
    ).expectError(
      "an Effect of values other than a feature's actions ('Effect<Int>') is not supported yet",
      malformed: true)
    try await MarkedScript(marked: "func load() -> ⏵Effect<String> { .none }\n").expectError(
      "an Effect of values other than a feature's actions ('Effect<String>') is not supported yet",
      malformed: true)
  }

  @Test func anEffectOfAFeaturesActionsRuns() async {
    let result = await runScript(
      """
      import ComposableArchitecture
      @Reducer
      struct Tally {
        @ObservableState struct State { var count = 0 }
        enum Action { case bump, bumped }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .bump: return .merge(self.follow(), extra())
            case .bumped: state.count += 1; return .none
            }
          }
        }
        func follow() -> Effect<Action> { .send(.bumped) }
      }
      func extra() -> Effect<Tally.Action> { .send(.bumped) }
      @MainActor func main() async {
        let store = Store(initialState: Tally.State()) { Tally() }
        store.send(.bump)
        print(store.count)
      }
      await main()
      """, file: "effects.swift")
    #expect(result.output == "2\n", "\(result.errors)")
  }
}
