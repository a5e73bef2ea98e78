import DepplayLanguage
import Testing

/// `@Reducer enum Destination { case edit(EditItem) … }` (`Golden/reducer-enum-destination.dep`,
/// `Golden/reducer-enum-path.dep`): an enum of features is a feature whose state is one case
/// holding a feature's state; its reducer runs each case's feature on its case, and a
/// presentation `ifLet` or a stack `forEach` without a closure runs it.
@Suite struct ReducerEnumTests {
  static let features = """
    @Reducer
    struct Edit {
      @ObservableState
      struct State: Equatable { var name = "" }
      enum Action { case rename(String) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .rename(let name):
            state.name = name
            return .none
          }
        }
      }
    }
    @Reducer
    struct Confirm {
      @ObservableState
      struct State: Equatable { var title = "" }
      enum Action { case confirm }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          print("confirmed", state.title)
          return .none
        }
      }
    }
    @Reducer
    enum Destination {
      case edit(Edit)
      case confirmDelete(Confirm)
    }
    extension Destination.State: Equatable {}

    """

  /// A parent presenting `Destination`; `modifier` is its `ifLet`.
  static func parent(_ modifier: String = ".ifLet(\\.$destination, action: \\.destination)")
    -> String
  {
    """
    @Reducer
    struct Parent {
      @ObservableState
      struct State: Equatable { @Presents var destination: Destination.State? }
      enum Action {
        case open
        case destination(PresentationAction<Destination.Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .open:
            state.destination = .edit(Edit.State(name: "a"))
            return .none
          case .destination:
            return .none
          }
        }
        \(modifier)
      }
    }
    let store = Store(initialState: Parent.State()) { Parent() }

    """
  }

  static func issues(in result: ExecutionResult) -> [String] {
    result.events.compactMap { event -> String? in
      if case .issue(_, _, let message, _, _) = event { return message }
      return nil
    }
  }

  @Test func theCasesFeatureReducesThePresentedCase() async {
    let result = await Session().run(
      source: Self.features + Self.parent() + """
        store.send(.open)
        store.send(.destination(.presented(.edit(.rename("b")))))
        if case .edit(let edit) = store.destination { print(edit.name) }
        print(store.destination == .edit(Edit.State(name: "b")))
        """, file: "enum.dep")
    #expect(result.output == ["b", "true"])
    #expect(Self.issues(in: result).isEmpty)
  }

  @Test func aTestStoresDiffShowsTheEnumsStateCase() async {
    let testStore = Self.parent().replacingOccurrences(
      of: "= Store(initialState", with: "= TestStore(initialState")
    let result = await Session().run(
      source: "context test\n" + Self.features + testStore + """
        await store.send(.open) { $0.destination = .edit(Edit.State(name: "b")) }
        """, file: "enum.dep")
    let issues = Self.issues(in: result)
    #expect(issues.count == 1)
    #expect(
      issues.first?.contains("destination: Destination.State.edit(") == true,
      "both sides are Destination.State's case, not an action's: \(issues)")
  }

  @Test func anActionForAnotherCaseIsAnIssueNamingTheEnumsCase() async {
    let result = await Session().run(
      source: Self.features + Self.parent() + """
        store.send(.open)
        store.send(.destination(.presented(.confirmDelete(.confirm))))
        """, file: "enum.dep")
    #expect(result.output.isEmpty, "Confirm does not reduce while the state is edit")
    let issues = Self.issues(in: result)
    #expect(issues.count == 1)
    // Line 31 is `case confirmDelete(Confirm)`, as TCA names the macro's ifCaseLet there.
    #expect(
      issues.first?.hasPrefix(
        "An \"ifCaseLet\" at \"enum.dep:31\" received a child action while the state was in another case."
      ) == true, "\(issues)")
  }

  /// TCA's articles declare the enum inside the feature that presents it: it runs as one
  /// declared at the top level, `extension Parent.Destination.State: Equatable {}` names it,
  /// and a case's feature may be an `EmptyReducer()`, which changes nothing.
  @Test func anEnumDeclaredInsideItsFeatureRunsAsOneAtTheTopLevel() async {
    let nested = Self.parent().replacingOccurrences(
      of: "struct Parent {\n",
      with:
        "struct Parent {\n  @Reducer\n  enum Destination {\n    case edit(Edit)\n    case note(Note)\n  }\n"
    )
    let features = Self.features.components(separatedBy: "@Reducer\nenum Destination")[0]
    let note = """
      @Reducer
      struct Note {
        struct State: Equatable { var text = "" }
        enum Action { case close }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      """
    let result = await Session().run(
      source: features + note + nested + """
        extension Parent.Destination.State: Equatable {}
        store.send(.open)
        store.send(.destination(.presented(.edit(.rename("b")))))
        if case .edit(let edit) = store.destination { print(edit.name) }
        """, file: "enum.dep")
    #expect(result.output == ["b"], "\(result.events)")
    #expect(Self.issues(in: result).isEmpty)
  }

  @Test func anEmptyReducerTakesNothing() async throws {
    try await MarkedScript(
      marked: """
        @Reducer
        struct Note {
          struct State: Equatable { var text = "" }
          enum Action { case close }
          var body: some ReducerOf<Self> { ⏵EmptyReducer(1) }
        }
        """
    ).expectError("EmptyReducer takes no arguments", malformed: true)
  }

  @Test func aStructFeatureStillNeedsItsClosure() async throws {
    try await MarkedScript(
      marked: Self.features + """
        @Reducer
        struct Parent {
          struct State { @Presents var edit: Edit.State? }
          enum Action { case open, edit(PresentationAction<Edit.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.edit = Edit.State()
              return .none
            }
            .ifLet(⏵\\.$edit, action: \\.edit)
          }
        }
        let store = Store(initialState: Parent.State()) { Parent() }
        store.send(.open)
        """
    ).expectError(
      "'Edit' is a struct feature, so this child reducer needs its closure: { Edit() }",
      malformed: false)
  }

  @Test func anIfCaseLetWithoutItsClosureIsAnError() async throws {
    try await MarkedScript(
      marked: Self.features + """
        let store = Store(initialState: Destination.State.edit(Edit.State())) {
          Destination().ifCaseLet(⏵\\.edit, action: \\.edit)
        }
        store.send(.edit(.rename("b")))
        """
    ).expectError("this child reducer needs its closure: { Child() }", malformed: false)
  }

  @Test func aStoreRunsAnEnumReducerItself() async {
    let result = await Session().run(
      source: Self.features + """
        let store = Store(initialState: Destination.State.confirmDelete(Confirm.State(title: "t"))) {
          Destination()
        }
        store.send(.confirmDelete(.confirm))
        """, file: "enum.dep")
    #expect(result.output == ["confirmed t"])
  }

  @Test func aCaseThatCarriesNoFeatureNorAlertNorValuesIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "@Reducer\nenum Destination {\n  case ⏵dialog(ConfirmationDialogState<Dialog>)\n}"
    ).expectError(
      "a case of a @Reducer enum that does not carry a feature, an alert or values "
        + "('case dialog(ConfirmationDialogState<Dialog>)') is not supported yet", malformed: true)
    try await MarkedScript(marked: "@Reducer\nenum Destination {\n  case ⏵empty\n}")
      .expectError(
        "a case of a @Reducer enum that does not carry a feature, an alert or values "
          + "('case empty') is not supported yet", malformed: true)
  }

  @Test func anotherMemberOfTheEnumIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "@Reducer\nenum Destination {\n  case edit(Edit)\n  ⏵var title: String { \"\" }\n}"
    ).expectError(
      "this member of a @Reducer enum ('var title: String { \"\" }') is not supported yet",
      malformed: true)
  }

  @Test func anExtensionOfItsStateMayOnlyConformIt() async throws {
    try await MarkedScript(
      marked: Self.features + "extension Destination.State: ⏵Codable {}"
    ).expectError(
      "an extension that conforms 'Destination.State' to 'Codable' is not supported yet",
      malformed: true)
  }

  @Test func aCaseNamingNoFeatureIsAnErrorWhenItRuns() async throws {
    try await MarkedScript(
      marked: """
        @Reducer
        enum Destination {
          case ⏵edit(Missing)
        }
        let store = Store(initialState: Destination.State.edit(0)) { Destination() }
        store.send(.edit(0))
        """
    ).expectError("the case 'edit' carries 'Missing', which is not a feature", malformed: false)
  }

  @Test func aStackStillHoldsOnlyFeatureStates() async throws {
    try await MarkedScript(
      marked: Self.features + """
        @Reducer
        struct App {
          struct State { var path = StackState<Destination.State>() }
          enum Action { case path(StackActionOf<Destination>), push }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.path.append(⏵3)
              return .none
            }
            .forEach(\\.path, action: \\.path)
          }
        }
        let store = Store(initialState: App.State()) { App() }
        store.send(.push)
        """
    ).expectError("a stack holds a feature's state, not a value of type Int", malformed: false)
  }
}
