import DepplayLanguage
import Testing

/// Navigation stacks in the language: `StackState`, `StackAction` and a stack `forEach` that
/// installs `dismiss` for each element while it reduces that element's actions, so that
/// dismissing pops the element (TCA.md TC1).
@Suite struct StackLanguageTests {
  static let features = """
    struct Detail: Reducer {
      struct State: Equatable { var title = "" }
      enum Action: Equatable { case appeared, closeTapped }
      @Dependency(\\.dismiss) var dismiss
      @Dependency(\\.isPresented) var isPresented
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .appeared:
            print(state.title, isPresented)
            return .none
          case .closeTapped:
            return .run { _ in await dismiss() }
          }
        }
      }
    }
    struct Path: Reducer {
      struct State: Equatable { var path = StackState<Detail.State>() }
      enum Action: Equatable { case path(StackAction<Detail.State, Detail.Action>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .path(.popFrom(id: let id)):
            print("popping", id)
            return .none
          case .path:
            return .none
          }
        }
        .forEach(\\.path, action: \\.path) { Detail() }
      }
    }
    let store = Store(initialState: Path.State()) { Path() }
    store.send(.path(.push(id: 0, state: Detail.State(title: "first"))))
    store.send(.path(.push(id: 1, state: Detail.State(title: "second"))))

    """

  static func run(_ script: String) async -> ExecutionResult {
    await Session().run(source: features + script, file: "stack.dep")
  }

  @Test func TC1_aStackForEachInstallsDismissForEachElementAndDismissingPopsIt() async {
    let result = await Self.run(
      """
      print(store.state)
      await store.send(.path(.element(id: 1, action: .appeared))).finish()
      await store.send(.path(.element(id: 1, action: .closeTapped))).finish()
      print(store.state)
      """)
    #expect(
      result.output == [
        "Path.State(path: [#0: Detail.State(title: \"first\"), #1: Detail.State(title: \"second\")])",
        "second true",
        "popping #1",
        "Path.State(path: [#0: Detail.State(title: \"first\")])",
      ])
    guard case .succeeded = result.status else {
      Issue.record("the run failed")
      return
    }
  }

  @Test func TC1_poppingAnElementPopsEverythingAboveIt() async {
    let result = await Self.run(
      """
      await store.send(.path(.element(id: 0, action: .closeTapped))).finish()
      print(store.state)
      """)
    #expect(result.output == ["popping #0", "Path.State(path: [])"])
  }

  @Test func anActionForAMissingElementIsAnIssueNotAnError() async {
    let result = await Self.run(
      """
      store.send(.path(.element(id: 7, action: .appeared)))
      expect(issues: 1)
      print(store.state.path)
      """)
    #expect(
      result.output == [
        "[#0: Detail.State(title: \"first\"), #1: Detail.State(title: \"second\")]"
      ])
    guard case .succeeded = result.status else {
      Issue.record("a missing element is an issue, not an error")
      return
    }
  }

  @Test func misusedStacksAreLocatedErrors() async throws {
    try await MarkedScript(
      marked: Self.features + "store.send(.path(⏵.element(7, .appeared)))"
    ).expectError("expected .element(id: …, action: …)", malformed: false)
    try await MarkedScript(
      marked: "let s = StackState<Int>(⏵1)"
    ).expectError("an empty stack takes no arguments", malformed: true)
  }
}
