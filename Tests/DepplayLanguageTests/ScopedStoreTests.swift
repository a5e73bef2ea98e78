import DepplayLanguage
import Testing

/// `store.scope(state:action:)` (LANGUAGE.md, "Features and stores"): a child store of a
/// field of the parent's state and the action's case; what it cannot scope is refused where
/// it is written.
@Suite struct ScopedStoreTests {
  static let features = """
    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable { var count = 0 }
      enum Action { case increment }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.count += 1
          return .none
        }
      }
    }
    @Reducer
    struct Pair {
      @ObservableState
      struct State: Equatable { var left = Counter.State() }
      enum Action { case left(Counter.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.left, action: \\.left) { Counter() }
      }
    }
    let store = Store(initialState: Pair.State()) { Pair() }

    """

  @Test(arguments: [
    (
      "let x = store.scope(state: \\.right, action: \\.left)",
      "23:21: error: StoreOf<Pair> has no child feature's state at 'right'"
    ),
    (
      "let x = store.scope(state: \\.left)",
      "23:9: error: expected store.scope(state: \\.field, action: \\.case)"
    ),
    (
      "let x = store.scope(state: \\.left, action: \\.left.increment)",
      "23:9: error: expected store.scope(state: \\.field, action: \\.case)"
    ),
  ])
  func whatCannotBeScopedIsRefused(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await runScript(Self.features + script + "\n", file: "s.dep")
    #expect(!succeeded)
    #expect(errors.contains("s.dep:\(message)"), "\(errors)")
  }

  @Test func aChildStoreSendsThroughItsParent() async {
    let (output, errors, succeeded) = await runScript(
      Self.features + "let left = store.scope(state: \\.left, action: \\.left)\n"
        + "left.send(.increment)\nprint(left.count, store.left.count)\n", file: "s.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "1 1\n")
  }
}
