import DepplayLanguage
import Testing

/// `store.scope(_:action:)` (LANGUAGE.md, "Features and stores"), also written with the older
/// `state:` label: a child store of a field of the parent's state and the action's case; what
/// it cannot scope is refused where it is written.
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
      "23:9: error: expected store.scope(\\.field, action: \\.case)"
    ),
    (
      "let x = store.scope(state: \\.left, action: \\.left.increment)",
      "23:9: error: expected store.scope(\\.field, action: \\.case)"
    ),
  ])
  func whatCannotBeScopedIsRefused(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await runScript(Self.features + script + "\n", file: "s.dep")
    #expect(!succeeded)
    #expect(errors.contains("s.dep:\(message)"), "\(errors)")
  }

  /// TCA's spelling of both, `Scope(\.left, action: \.left)` and `store.scope(\.left,
  /// action: \.left)`, without the `state:` label (docs sample `StoreScopedChildSend`).
  @Test func theStatesKeyPathMayGoWithoutALabel() async {
    let unlabelled = Self.features.replacingOccurrences(
      of: "Scope(state: \\.left", with: "Scope(\\.left")
    #expect(unlabelled != Self.features)
    let (output, errors, succeeded) = await runScript(
      unlabelled + "let left = store.scope(\\.left, action: \\.left)\n"
        + "left.send(.increment)\nleft.send(.increment)\nprint(left.count, store.left.count)\n",
      file: "s.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "2 2\n")
  }

  @Test func aScopeOfAnotherLabelIsRefused() async {
    let (_, errors, succeeded) = await runScript(
      Self.features.replacingOccurrences(of: "Scope(state: \\.left", with: "Scope(child: \\.left")
        + "store.send(.left(.increment))\n", file: "s.dep")
    #expect(!succeeded)
    #expect(errors.contains("expected Scope(\\.field, action: \\.case) { Child() }"), "\(errors)")
  }

  @Test func aChildStoreSendsThroughItsParent() async {
    let (output, errors, succeeded) = await runScript(
      Self.features + "let left = store.scope(state: \\.left, action: \\.left)\n"
        + "left.send(.increment)\nprint(left.count, store.left.count)\n", file: "s.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "1 1\n")
  }
}
