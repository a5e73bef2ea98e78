import DepplayLanguage
import Testing

/// A type nested in a feature's `State` (`enum Field` in a form's `State`, as TCA's SyncUps
/// example declares its focus): declared ahead of the feature, named inside the state by its
/// own name and outside as `Form.State.Field`.
@Suite struct StateNestedTypeTests {
  @Test func anEnumInStateIsAFieldsType() async {
    let result = await runScript(
      """
      import ComposableArchitecture

      @Reducer
      struct Form {
        @ObservableState
        struct State: Equatable {
          var focus: Field? = .title
          var rows: [Row] = []

          enum Field: Hashable {
            case row(Int)
            case title
          }

          struct Row: Equatable {
            var name = ""
          }
        }

        enum Action {
          case addRowTapped
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .addRowTapped:
              state.rows.append(State.Row(name: "row \\(state.rows.count)"))
              state.focus = .row(state.rows.count - 1)
              return .none
            }
          }
        }
      }

      @MainActor
      func main() async {
        let store = Store(initialState: Form.State()) { Form() }
        print(store.focus == .title, store.focus == Form.State.Field.title)
        store.send(.addRowTapped)
        store.send(.addRowTapped)
        print(store.focus == .row(1), store.rows.map(\\.name))
      }

      await main()
      """, file: "form.swift")
    #expect(result.output == "true true\ntrue [\"row 0\", \"row 1\"]\n", "\(result.errors)")
  }
}
