import DepplayLanguage
import Testing

/// Presentation in the language: `@Presents` state, a presentation `ifLet` that installs
/// `dismiss` and `isPresented` for its child only while it reduces the child's actions, and
/// a test store that installs them at its root (TCA.md TC1, TT6).
@Suite struct PresentationLanguageTests {
  /// A child that reports whether it is presented, dismisses itself, and starts a long
  /// effect; a parent that presents it with a presentation `ifLet`, and one that runs it on
  /// plain optional state.
  static let features = """
    context test
    struct Editor: Reducer {
      @ObservableState struct State: Equatable { var text = "" }
      enum Action: Equatable { case appeared, typed(String), saveTapped }
      @Dependency(\\.dismiss) var dismiss
      @Dependency(\\.isPresented) var isPresented
      @Dependency(\\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .appeared:
            print("presented:", isPresented)
            return .none
          case let .typed(text):
            state.text = text
            return .run { _ in
              try await clock.sleep(for: .seconds(5))
              print("autosaved")
            }
          case .saveTapped:
            return .run { _ in await dismiss() }
          }
        }
      }
    }
    struct Notes: Reducer {
      @ObservableState struct State: Equatable {
        var saved = 0
        @Presents var editor: Editor.State?
      }
      enum Action: Equatable {
        case addTapped, closeTapped
        case editor(PresentationAction<Editor.Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addTapped:
            state.editor = Editor.State()
            return .none
          case .closeTapped:
            state.editor = nil
            return .none
          case .editor(.dismiss):
            state.saved += 1
            return .none
          case .editor:
            return .none
          }
        }
        .ifLet(\\.$editor, action: \\.editor) { Editor() }
      }
    }
    struct Drafts: Reducer {
      @ObservableState struct State: Equatable { var editor: Editor.State? = nil }
      enum Action: Equatable { case editor(Editor.Action) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          return .none
        }
        .ifLet(\\.editor, action: \\.editor) { Editor() }
      }
    }
    let clock = TestClock()

    """

  static func run(_ script: String) async -> ExecutionResult {
    await Session().run(source: features + script, file: "presentation.dep")
  }

  static func issues(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .issue(_, _, let message, _, _) = event { return message }
      return nil
    }
  }

  @Test func TC1_aPresentationIfLetInstallsDismissForItsChildAndDismissSetsTheStateToNil() async {
    let result = await Self.run(
      """
      let store = Store(initialState: Notes.State()) { Notes() }
      store.send(.addTapped)
      await store.send(.editor(.presented(.appeared))).finish()
      await store.send(.editor(.presented(.saveTapped))).finish()
      print(store.state)
      """)
    #expect(result.output == ["presented: true", "Notes.State(saved: 1, editor: nil)"])
    #expect(Self.issues(result).isEmpty)
  }

  @Test func TC1_dismissWithoutAPresenterReportsAnIssueNamingTheLineThatCalledIt() async {
    let result = await Self.run(
      """
      let root = Store(initialState: Editor.State()) { Editor() }
      await root.send(.appeared).finish()
      await root.send(.saveTapped).finish()
      let drafts = Store(initialState: Drafts.State(editor: Editor.State())) { Drafts() }
      await drafts.send(.editor(.appeared)).finish()
      await drafts.send(.editor(.saveTapped)).finish()
      print(drafts.state)
      expect(issues: 2)
      """)
    let dismissLine = Self.features.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("await dismiss()") }.map { $0 + 1 }
    #expect(result.output.prefix(2) == ["presented: false", "presented: false"])
    #expect(result.output.last == "Drafts.State(editor: Editor.State(text: \"\"))")
    let issues = Self.issues(result)
    #expect(issues.count == 2)
    #expect(
      issues.allSatisfy {
        $0.hasPrefix(
          "A reducer requested dismissal at \"presentation.dep:\(dismissLine ?? 0)\", but nothing could be dismissed."
        )
      })
    guard case .succeeded = result.status else {
      Issue.record("an unpresented dismiss is an issue, not an error")
      return
    }
  }

  @Test func TT6_aTestStoreInstallsDismissAtItsRootSoIsPresentedIsTrueAndDismissingEndsIt() async {
    let result = await Self.run(
      """
      let store = TestStore(initialState: Editor.State()) { Editor() }
      await store.send(.appeared)
      await store.send(.saveTapped)
      print(store.isDismissed)
      await store.send(.appeared)
      expect(issues: 1)
      """)
    #expect(result.output == ["presented: true", "true"])
    #expect(Self.issues(result) == ["Can't send an action to a dismissed test store."])
  }

  @Test func TC1_theChildsEffectsAreCancelledWhenItsStateGoes() async {
    let result = await Self.run(
      """
      let store = TestStore(initialState: Notes.State()) { Notes() } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.addTapped) { $0.editor = Editor.State() }
      await store.send(.editor(.presented(.typed("a")))) { $0.editor = Editor.State(text: "a") }
      await store.send(.closeTapped) { $0.editor = nil }
      await store.send(.addTapped) { $0.editor = Editor.State() }
      await store.send(.editor(.presented(.typed("b")))) { $0.editor = Editor.State(text: "b") }
      await store.send(.editor(.presented(.saveTapped)))
      await store.receive(.editor(.dismiss)) {
        $0.saved = 1
        $0.editor = nil
      }
      await clock.advance(by: .seconds(10))
      await store.finish()
      print("done")
      """)
    #expect(result.output == ["done"], "no autosave ran: both were cancelled")
    #expect(Self.issues(result).isEmpty)
    let cancelled = result.events.filter { event in
      if case .scopeEntered(.cancelled, _, _) = event { return true }
      return false
    }
    #expect(cancelled.count == 2, "the tree shows where each cancelled effect stopped")
  }

  @Test func readsOfDismissShowThePresenterThatInstalledIt() async {
    let result = await Self.run(
      """
      let store = Store(initialState: Notes.State(editor: Editor.State())) { Notes() }
      await store.send(.editor(.presented(.appeared))).finish()
      let root = Store(initialState: Editor.State()) { Editor() }
      await root.send(.appeared).finish()
      """)
    let provenances = result.events.compactMap { event -> String? in
      if case .valueResolved("isPresented", _, let provenance, _, _) = event {
        return provenance.provenance?.description ?? "none"
      }
      return nil
    }
    #expect(provenances.count == 2)
    #expect(provenances.first?.contains("presentation ifLet") == true, "\(provenances)")
    #expect(provenances.last?.contains("presentation ifLet") == false, "\(provenances)")
  }

  @Test func whyNamesWhatInstalledDismissWhereTheFeatureReduces() async {
    let result = await Session().run(
      source: """
        struct Probe: Reducer {
          @ObservableState struct State: Equatable { var n = 0 }
          enum Action: Equatable { case ask }
          @Dependency(\\.isPresented) var isPresented
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              why isPresented
              return .none
            }
          }
        }
        struct Host: Reducer {
          @ObservableState struct State: Equatable { @Presents var probe: Probe.State? = Probe.State() }
          enum Action: Equatable { case probe(PresentationAction<Probe.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              return .none
            }
            .ifLet(\\.$probe, action: \\.probe) { Probe() }
          }
        }
        Store(initialState: Host.State()) { Host() }.send(.probe(.presented(.ask)))
        Store(initialState: Probe.State()) { Probe() }.send(.ask)
        await TestStore(initialState: Probe.State()) { Probe() }.send(.ask)
        """, file: "why.dep")
    let explanations = result.events.compactMap { event -> String? in
      if case .why(let answer, _, _) = event { return answer.description }
      return nil
    }
    #expect(
      explanations == [
        "isPresented = true — installed by a presentation ifLet while it reduces this feature's actions",
        "isPresented = false — the live default, computed on first read",
        "isPresented = true — installed by the TestStore at its root",
      ])
  }

  @Test func misusedPresentationIsALocatedError() async throws {
    let parent = """
      struct Sheet: Reducer {
        @ObservableState struct State: Equatable {
          var plain: Editor.State? = nil
          @Presents var shown: Editor.State?
        }
        enum Action: Equatable {
          case plain(Editor.Action)
          case shown(PresentationAction<Editor.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            return .none
          }

      """
    let run =
      "  }\n}\nlet s = Store(initialState: Sheet.State()) { Sheet() }\ns.send(.plain(.appeared))\n"
    try await MarkedScript(
      marked: Self.features + parent + "    .ifLet(⏵\\.$plain, action: \\.plain) { Editor() }\n"
        + run
    ).expectError("'plain' is not presentation state", malformed: false)
    try await MarkedScript(
      marked: Self.features + parent + "    .ifLet(⏵\\.shown, action: \\.shown) { Editor() }\n"
        + run
    ).expectError("'shown' is presentation state", malformed: false)
    try await MarkedScript(
      marked: Self.features + parent + "    .ifLet(\\.$shown, action: ⏵\\.plain) { Editor() }\n"
        + run
    ).expectError("carries PresentationAction<Child.Action>", malformed: false)
    try await MarkedScript(
      marked: Self.features + parent + "    .ifLet(⏵\\.$hidden, action: \\.shown) { Editor() }\n"
        + run
    ).expectError("Sheet.State has no field 'hidden'", malformed: false)
    try await MarkedScript(
      marked: Self.features
        + "struct Bad: Reducer {\n struct State { @Presents var e: ⏵Editor.State }\n}"
    ).expectError("presentation state is optional", malformed: true)
    try await MarkedScript(
      marked: Self.features + parent + "    .ifCaseLet(⏵\\.plain, action: \\.plain) { Editor() }\n"
        + run
    ).expectError("ifCaseLet needs an enum State", malformed: false)
    try await MarkedScript(
      marked: Self.features + parent + "    .forEach(\\.plain, action: ⏵\\.plain) { Editor() }\n"
        + run
    ).expectError("the case 'plain' of a forEach carries StackAction", malformed: false)
    try await MarkedScript(marked: Self.features + "⏵dismiss()").expectError(
      "dismiss() is async: call it with 'await'", malformed: false)
  }
}
