import DepplayLanguage
import Testing

/// `$0.destination?.modify(\.case) { … }` in a test store's expected state, as TCA's
/// tutorial tests write it: the state the `@Reducer enum`'s case holds, changed in place; in
/// another case, CasePaths' issue and no change (checked on TCA 1.25.5).
@Suite struct ModifyCaseTests {
  static let features = """
    import ComposableArchitecture

    @Reducer
    struct Editor {
      @ObservableState
      struct State: Equatable { var title = "" }
      enum Action { case rename(String) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .rename(let title):
            state.title = title
            return .none
          }
        }
      }
    }

    @Reducer
    struct Viewer {
      @ObservableState
      struct State: Equatable { var page = 1 }
      enum Action { case next }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.page += 1
          return .none
        }
      }
    }

    @Reducer
    struct Shell {
      @ObservableState
      struct State: Equatable {
        @Presents var destination: Destination.State?
      }
      enum Action {
        case editTapped
        case destination(PresentationAction<Destination.Action>)
      }
      @Reducer
      enum Destination {
        case editor(Editor)
        case viewer(Viewer)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .editTapped:
            state.destination = .editor(Editor.State())
            return .none
          case .destination:
            return .none
          }
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }

    extension Shell.Destination.State: Equatable {}

    let store = TestStore(initialState: Shell.State()) { Shell() }
    await store.send(.editTapped) { $0.destination = .editor(Editor.State()) }

    """

  @Test func modifyChangesTheStateOfTheCase() async {
    let result = await Session().run(
      source: Self.features + """
        await store.send(\\.destination.editor.rename, "Notes") {
          $0.destination?.modify(\\.editor) { $0.title = "Notes" }
        }
        print(store.state.destination?.editor?.title ?? "none")
        """, file: "shell.swift")
    #expect(StoreLayerWaitTests.issues(result).isEmpty, "\(result.events)")
    #expect(StoreLayerWaitTests.printed(result) == ["Notes"])
  }

  @Test func anotherCaseIsAnIssueAndChangesNothing() async {
    let result = await Session().run(
      source: Self.features + """
        await store.send(\\.destination.editor.rename, "Notes") {
          $0.destination?.modify(\\.viewer) { $0.page = 2 }
        }
        """, file: "shell.swift")
    let issues = StoreLayerWaitTests.issues(result)
    #expect(issues.count == 2, "\(issues)")
    #expect(issues.first?.hasPrefix("Can't modify 'editor(") == true, "\(issues)")
    #expect(issues.first?.hasSuffix("' via 'CaseKeyPath<State, State>'") == true, "\(issues)")
    // The expectation, unchanged, does not match the title the action set.
    #expect(issues.last?.contains("A state change does not match expectation") == true)
  }
}
