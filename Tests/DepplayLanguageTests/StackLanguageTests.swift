import DepplayLanguage
import Testing

/// Navigation stacks in the language: `StackState`, `StackAction` and a stack `forEach` that
/// installs `dismiss` for each element while it reduces that element's actions, so that
/// dismissing pops the element (TCA.md TC1).
@Suite struct StackLanguageTests {
  static let features = """
    struct Detail: Reducer {
      @ObservableState struct State: Equatable { var title = "" }
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
      @ObservableState struct State: Equatable { var path = StackState<Detail.State>() }
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

    """

  /// A store with two elements pushed, by IDs written as numbers: in a test context, the
  /// only place where that is allowed.
  static let store = """
    let store = Store(initialState: Path.State()) { Path() }
    store.send(.path(.push(id: 0, state: Detail.State(title: "first"))))
    store.send(.path(.push(id: 1, state: Detail.State(title: "second"))))

    """

  static func run(_ script: String) async -> ExecutionResult {
    await Session().run(source: "context test\n" + features + store + script, file: "stack.dep")
  }

  /// `script` after a test store with two elements pushed and asserted, in a test context
  /// (as a Swift test runs).
  static func runTested(_ script: String) async -> ExecutionResult {
    await Session().run(source: "context test\n" + features + testStore + script, file: "stack.dep")
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

  /// `Reduce { _, _ in .none }` names neither parameter: the element's state stays as it
  /// was (both were bound to `_`, and the action, bound last, was taken for the new state).
  @Test func aReduceThatNamesNeitherParameterLeavesTheElementsStateAlone() async {
    let result = await Session().run(
      source: """
        context test
        struct Row: Reducer {
          @ObservableState struct State: Equatable { var name = "" }
          enum Action: Equatable { case tapped }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
          }
        }
        struct List: Reducer {
          @ObservableState struct State: Equatable { var path = StackState<Row.State>() }
          enum Action: Equatable { case path(StackAction<Row.State, Row.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .forEach(\\.path, action: \\.path) { Row() }
          }
        }
        let store = Store(initialState: List.State()) { List() }
        store.send(.path(.push(id: 0, state: Row.State(name: "a"))))
        store.send(.path(.element(id: 0, action: .tapped)))
        print(store.path.map(\\.name))
        """, file: "stack.dep")
    #expect(result.output == [#"["a"]"#])
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

  /// A test store over `Path`, with two elements pushed and asserted.
  static let testStore = """
    let test = TestStore(initialState: Path.State()) { Path() }
    await test.send(.path(.push(id: 0, state: Detail.State(title: "a")))) {
      $0.path.append(Detail.State(title: "a"))
    }
    await test.send(.path(.push(id: 1, state: Detail.State(title: "b")))) {
      $0.path.append(Detail.State(title: "b"))
    }

    """

  static func issues(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .issue(_, _, let message, _, _) = event { return message }
      return nil
    }
  }

  @Test func aTestStoresExpectedStackGetsTheIDsTheReducerPushedWith() async {
    let result = await Self.runTested("print(test.state.path)")
    #expect(Self.issues(result).isEmpty)
    #expect(
      result.output == ["[#0: Detail.State(title: \"a\"), #1: Detail.State(title: \"b\")]"])
  }

  @Test func pushingAnIDLaterThanTheNextIsAnIssueInTests() async {
    let result = await Self.runTested(
      """
      await test.send(.path(.push(id: 5, state: Detail.State(title: "c")))) {
        $0.path.append(Detail.State(title: "c"))
      }
      expect(issues: 2)
      """)
    let issues = Self.issues(result)
    #expect(issues.count == 2)
    #expect(
      issues.first?.contains(
        "was asked to push an element with an unexpected ID: #5, where the next ID is #2") == true)
    #expect(issues.last?.hasPrefix("A state change does not match expectation") == true)
  }

  @Test func anElementChangedThroughItsIDShowsInTheStateDiff() async {
    let result = await Self.runTested(
      """
      await test.send(.path(.element(id: 0, action: .appeared))) { $0.path[id: 0]?.title = "z" }
      expect(issues: 1)
      """)
    #expect(result.output == ["a true"])
    let message = Self.issues(result).first ?? ""
    #expect(message.hasPrefix("A state change does not match expectation: (\u{2212} expected"))
    #expect(message.contains("\u{2212} ") && message.contains("\"z\""), "\(message)")
  }

  @Test func aMissingElementThroughOptionalChainingChangesNothing() async {
    let result = await Self.runTested(
      """
      await test.send(.path(.element(id: 0, action: .appeared))) { $0.path[id: 9]?.title = "z" }
      expect(issues: 1)
      print(test.state.path[id: 9]?.title)
      print(test.state.path[id: 1]?.title)
      """)
    #expect(result.output == ["a true", "nil", "b"])
    #expect(Self.issues(result).first?.hasPrefix("Expected state to change, but no change") == true)
  }

  @Test func dismissingAnElementIsReceivedAsPopFromAndAssertedByPopping() async {
    let result = await Self.runTested(
      """
      await test.send(.path(.element(id: 0, action: .closeTapped)))
      await test.receive(\\.path.popFrom) { $0.path.pop(from: 0) }
      print(test.state.path)
      """)
    #expect(result.output == ["popping #0", "[]"])
    #expect(Self.issues(result).isEmpty)
  }

  @Test func receivingACaseKeyPathRejectsAnotherCase() async {
    let result = await Self.runTested(
      """
      await test.send(.path(.element(id: 1, action: .closeTapped)))
      await test.receive(\\.path.push) { $0.path.removeLast() }
      expect(issues: 1)
      print(test.state.path.count)
      """)
    #expect(Self.issues(result).first?.hasPrefix("Received an unexpected action.") == true)
    #expect(result.output == ["popping #1", "1"])
  }

  @Test func poppedIDsAreNotReusedByTheNextAppend() async {
    let result = await Self.runTested(
      """
      await test.send(.path(.popFrom(id: 1))) { $0.path.removeLast() }
      await test.send(.path(.push(id: 2, state: Detail.State(title: "c")))) {
        $0.path.append(Detail.State(title: "c"))
      }
      print(test.state.path)
      """)
    #expect(Self.issues(result).isEmpty)
    #expect(
      result.output == [
        "popping #1", "[#0: Detail.State(title: \"a\"), #2: Detail.State(title: \"c\")]",
      ])
  }

  @Test func misusedStacksAreLocatedErrors() async throws {
    try await MarkedScript(
      marked: "context test\n" + Self.features + Self.store
        + "store.send(.path(⏵.element(7, .appeared)))"
    ).expectError("expected .element(id: …, action: …)", malformed: false)
    try await MarkedScript(
      marked: "context test\n" + Self.features + Self.testStore
        + "await test.send(.path(.element(id: 0, action: .appeared))) {"
        + " ⏵$0.path[id: 0, case: \\.detail]?.title = \"z\" }"
    ).expectError(
      "a case subscript reaches a case of a @Reducer enum's state, but this stack holds a "
        + "struct's state (Detail.State)", malformed: false)
    try await MarkedScript(
      marked: "context test\n" + Self.features + Self.testStore
        + "print(test.state.path[id: 0, case: ⏵1])"
    ).expectError("this case of a stack's element ('1') is not supported yet", malformed: true)
    try await MarkedScript(
      marked: "let s = StackState<Int>(⏵1)"
    ).expectError("an empty stack takes no arguments", malformed: true)
    try await MarkedScript(
      marked: "context test\n" + Self.features + Self.testStore
        + "await test.send(.path(.element(id: 0, action: .appeared))) { ⏵$0.path[id: 0].title = \"z\" }"
    ).expectError("a stack's element by ID is optional: unwrap it with '?'", malformed: false)
    try await MarkedScript(
      marked: "context test\n" + Self.features + Self.testStore
        + "await test.send(.path(.element(id: 0, action: .appeared))) { ⏵$0.path.insert(1) }"
    ).expectError("a StackState has no method 'insert' taking these arguments", malformed: false)
    try await MarkedScript(
      marked: "context test\n" + Self.features + Self.testStore
        + "await ⏵test.receive(\\.path.popFron)"
    ).expectError("no action has a case 'popFron'", malformed: false)
  }

  /// A case the stack's `@Reducer enum` does not declare, named in a case subscript, is an
  /// error at the subscript, with the enum's cases as a did-you-mean.
  @Test func aCaseSubscriptNamesADeclaredCase() async throws {
    try await MarkedScript(
      marked: """
        context test
        @Reducer
        struct Detail {
          struct State: Equatable { var title = "" }
          enum Action { case tap }
          var body: some ReducerOf<Self> { Reduce { state, action in .none } }
        }
        @Reducer
        enum Path { case detail(Detail) }
        var path = StackState<Path.State>()
        path.append(.detail(Detail.State()))
        print(path[id: 0, case: \\.detail]?.title ?? "none")
        print(⏵path[id: 0, case: \\.detial])
        """
    ).expectError("Path.State has no case 'detial'", malformed: false)
  }

  /// TCA stops a program that writes a stack element's ID as a number outside tests; depplay
  /// makes it a located error, in an action and in `[id:]`.
  @Test func anIDWrittenAsANumberOutsideATestIsALocatedError() async throws {
    try await MarkedScript(
      marked: Self.features
        + "let store = Store(initialState: Path.State()) { Path() }\n"
        + "store.send(.path(.push(id: ⏵0, state: Detail.State(title: \"a\"))))"
    ).expectError(
      "a stack element's ID written as a number (0) is allowed only in a test", malformed: false)
    try await MarkedScript(
      marked: Self.features
        + "var path = StackState<Detail.State>()\npath.append(Detail.State())\n"
        + "print(path[id: ⏵0]?.title)"
    ).expectError(
      "a stack element's ID written as a number (0) is allowed only in a test", malformed: false)
  }
}
