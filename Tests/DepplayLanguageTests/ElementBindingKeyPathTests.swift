import DepplayLanguage
import Testing

/// A binding case key path through an identified array's element, which TCA's example tests
/// send (`store.send(\.todos[id: id].binding.title, "Milk")`): the element's binding action,
/// `.rows(.element(id: 1, action: .binding(.set(\.title, "Milk"))))`, as TCA sends it.
@Suite struct ElementBindingKeyPathTests {
  static let script = """
    import ComposableArchitecture
    import Testing

    @Reducer
    struct Row {
      @ObservableState
      struct State: Equatable, Identifiable {
        let id: Int
        var title = ""
      }
      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }
      var body: some ReducerOf<Self> {
        BindingReducer()
      }
    }

    @Reducer
    struct Rows {
      @ObservableState
      struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = []
      }
      enum Action {
        case rows(IdentifiedActionOf<Row>)
      }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
          .forEach(\\.rows, action: \\.rows) { Row() }
      }
    }

    @Test func rename() async {
      let store = TestStore(initialState: Rows.State(rows: [Row.State(id: 1)])) { Rows() }
      await store.send(\\.rows[id: 1].binding.title, "Milk") {
        $0.rows[id: 1]?.title = "Milk"
      }
    }
    """

  @Test func sendsTheElementsBindingAction() async {
    let result = await runScript(Self.script, file: "rows.swift")
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output.contains("✔ test rename() passed"), "\(result.output)")
  }

  /// The state change it asserts must be the one the binding makes: another value fails the
  /// test with the library's difference.
  @Test func aDifferentValueFailsTheTest() async {
    let result = await runScript(
      Self.script.replacingOccurrences(of: "?.title = \"Milk\"", with: "?.title = \"Oat\""),
      file: "rows.swift")
    #expect(!result.succeeded)
    #expect(
      (result.output + result.errors).contains("−       title: \"Oat\""),
      "\(result.output)\(result.errors)")
  }
}
