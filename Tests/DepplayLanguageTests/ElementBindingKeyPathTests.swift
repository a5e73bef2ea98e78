import DepplayLanguage
import Testing

/// A binding case key path through an identified array's element, which TCA's example tests
/// send (`store.send(\.todos[id: id].binding.title, "Milk")`), is refused by name before the
/// script runs, with the action to send instead (it stopped at run time, an unknown member).
@Suite struct ElementBindingKeyPathTests {
  @Test func isRefusedByNameWithTheActionToSend() async {
    let result = await runScript(
      """
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
      """, file: "rows.swift")
    #expect(!result.succeeded)
    #expect(
      result.errors.contains(
        "a binding case key path through an element ('\\.rows[id: 1].binding.title')"
          + " is not supported yet"), "\(result.errors)")
    #expect(
      result.errors.contains(
        "send the element's binding action: .rows(.element(id: id, action:"
          + " .binding(.set(\\.title, value))))"), "\(result.errors)")
  }
}
