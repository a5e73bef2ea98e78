import DepplayLanguage
import Testing

/// `.init(…)` where a feature `State`'s memberwise initializer implies the type from a
/// field whose type its initial value gives (`var left = Clicker.State()`), as Swift infers
/// it; and `.init(…)` whose type depplay cannot find is refused before the script runs, never
/// stopped half-way.
@Suite struct ImpliedFeatureStateInitTests {
  static let features = """
    import ComposableArchitecture

    @Reducer
    struct Clicker {
      @ObservableState
      struct State: Equatable { var clicks = 0 }
      enum Action { case click }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.clicks += 1
          return .none
        }
      }
    }

    @Reducer
    struct Pair {
      @ObservableState
      struct State: Equatable {
        var left = Clicker.State()
        var right = Clicker.State()
      }
      enum Action {
        case left(Clicker.Action)
        case right(Clicker.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.left, action: \\.left) { Clicker() }
        Scope(state: \\.right, action: \\.right) { Clicker() }
      }
    }

    """

  @Test func aFieldsInferredFeatureStateTypeImpliesTheInit() async {
    let result = await runScript(
      Self.features + """
        let store = Store(initialState: Pair.State()) { Pair() }
        store.send(.right(.click))
        print(store.state == Pair.State(left: .init(clicks: 0), right: .init(clicks: 1)))
        print(store.state == Pair.State(left: .init(), right: .init()))
        """, file: "pair.swift")
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output == "true\nfalse\n")
  }

  @Test func anAssignedFieldsInferredTypeImpliesTheInit() async {
    let result = await runScript(
      Self.features + """
        var state = Pair.State()
        state.left = .init(clicks: 4)
        print(state.left.clicks)
        """, file: "pair.swift")
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output == "4\n")
  }

  /// Refused before running: nothing printed, though the `print` comes first.
  @Test func anInitWhoseTypeIsNotFoundIsRefusedBeforeRunning() async {
    let result = await runScript(
      Self.features + """
        print("ran")
        func make() -> Clicker.State { .init(clicks: 2) }
        print(make().clicks)
        """, file: "pair.swift")
    #expect(!result.succeeded)
    #expect(result.output == "", "\(result.output)")
    #expect(
      result.errors.contains(
        "'.init(…)' with its type implied by this context is not supported yet"),
      "\(result.errors)")
  }

  /// A local whose type is written: its `.init(…)` is noted before the value is checked.
  @Test func anAnnotatedLocalsInitRuns() async {
    let result = await runScript(
      Self.features + """
        let state: Clicker.State = .init(clicks: 3)
        print(state.clicks)
        """, file: "pair.swift")
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output == "3\n")
  }
}
