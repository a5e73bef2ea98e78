import DepplayLanguage
import Testing

/// Alerts in the language: `TextState`, `ButtonState` and `AlertState` values, and the
/// presentation `ifLet` without a closure that dismisses an alert once one of its buttons'
/// actions is sent (STORE.md, "Alerts").
@Suite struct AlertLanguageTests {
  static let feature = """
    context test
    @Reducer
    struct Contact {
      @ObservableState
      struct State: Equatable {
        var isDeleted = false
        @Presents var alert: AlertState<Action.Alert>?
      }
      enum Action: Equatable {
        case deleteTapped
        case alert(PresentationAction<Alert>)
        @CasePathable
        enum Alert: Equatable { case confirm }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .deleteTapped:
            state.alert = AlertState { TextState("Delete?") } actions: {
              ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
            }
            return .none
          case .alert(.presented(.confirm)):
            print("presented while reduced:", state.alert != nil)
            state.isDeleted = true
            return .none
          case .alert:
            return .none
          }
        }
        .ifLet(\\.$alert, action: \\.alert)
      }
    }

    """

  @Test func theParentReducesAButtonsActionWhileTheAlertIsPresentedThenItGoes() async {
    let result = await Session().run(
      source: Self.feature + """
        let store = Store(initialState: Contact.State()) { Contact() }
        store.send(.deleteTapped)
        store.send(.alert(.presented(.confirm)))
        print(store.state)
        """, file: "alert.dep")
    #expect(
      result.output == [
        "presented while reduced: true", "Contact.State(isDeleted: true, alert: nil)",
      ])
  }

  @Test func anAlertDeclaredInAnExtensionOfAlertStateIsNamedWhereOneIsImplied() async {
    let result = await Session().run(
      source: """
        @Reducer
        struct Meeting {
          @ObservableState
          struct State: Equatable {
            @Presents var alert: AlertState<Action.Alert>?
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            case endTapped
            enum Alert { case save }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .alert:
                return .none
              case .endTapped:
                state.alert = .endEarly
                return .none
              }
            }
            .ifLet(\\.$alert, action: \\.alert)
          }
        }
        extension AlertState where Action == Meeting.Action.Alert {
          static var endEarly: Self {
            Self {
              TextState("End now?")
            } actions: {
              ButtonState(action: .save) { TextState("Save") }
            }
          }
          static let saved = Self { TextState("Saved") }
        }
        let store = Store(initialState: Meeting.State()) { Meeting() }
        store.send(.endTapped)
        print(store.alert == .endEarly, store.alert == .saved)
        """, file: "alert.swift")
    #expect(result.output == ["true false"], "\(result.status)")
  }

  @Test func aButtonsActionIsTheAlertsCaseWhereADelegateEnumHasOneOfItsName() async {
    let result = await Session().run(
      source: """
        @Reducer
        struct Detail {
          @ObservableState
          struct State: Equatable {
            @Presents var alert: AlertState<Action.Alert>?
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            case delegate(Delegate)
            case removeTapped
            enum Alert { case confirm }
            enum Delegate { case confirm }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .alert(.presented(.confirm)):
                return .send(.delegate(.confirm))
              case .alert, .delegate:
                return .none
              case .removeTapped:
                state.alert = AlertState { TextState("Remove?") } actions: {
                  ButtonState(role: .destructive, action: .confirm) { TextState("Remove") }
                }
                return .none
              }
            }
            .ifLet(\\.$alert, action: \\.alert)
          }
        }
        let store = Store(initialState: Detail.State()) { Detail() }
        store.send(.removeTapped)
        print(store.alert != nil)
        """, file: "button.swift")
    #expect(result.output == ["true"], "\(result.status)")
  }

  @Test func anActionsImpliedCaseIsOfTheEnumItsCaseTypeNames() async {
    let result = await Session().run(
      source: """
        @Reducer
        struct Detail {
          @ObservableState
          struct State: Equatable {
            @Presents var alert: AlertState<Action.Alert>?
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            case delegate(Delegate)
            case removeTapped
            enum Alert { case confirm }
            enum Delegate { case confirm }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .alert(.presented(.confirm)):
                return .send(.delegate(.confirm))
              case .delegate(.confirm):
                print("delegate confirmed")
                return .none
              case .alert, .delegate:
                return .none
              case .removeTapped:
                state.alert = AlertState { TextState("Remove?") } actions: {
                  ButtonState(role: .destructive, action: .confirm) { TextState("Remove") }
                }
                return .none
              }
            }
            .ifLet(\\.$alert, action: \\.alert)
          }
        }
        let store = Store(initialState: Detail.State()) { Detail() }
        store.send(.removeTapped)
        print(store.alert != nil)
        store.send(.alert(.presented(.confirm)))
        print(store.alert == nil)
        """, file: "payload.swift")
    #expect(result.output == ["true", "delegate confirmed", "true"], "\(result.status)")
  }

  @Test func aReducerEnumsStateReadsItsCaseByName() async {
    let result = await Session().run(
      source: """
        @Reducer
        struct Edit {
          @ObservableState
          struct State: Equatable { var title = "" }
          enum Action { case rename(String) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .rename(title):
                state.title = title
                return .none
              }
            }
          }
        }
        @Reducer
        struct Detail {
          @Reducer
          enum Destination {
            case alert(AlertState<Alert>)
            case edit(Edit)
            enum Alert { case confirm }
          }
          @ObservableState
          struct State: Equatable {
            @Presents var destination: Destination.State?
          }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case editTapped
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .destination:
                return .none
              case .editTapped:
                state.destination = .edit(Edit.State(title: "Draft"))
                return .none
              }
            }
            .ifLet(\\.$destination, action: \\.destination)
          }
        }
        extension Detail.Destination.State: Equatable {}
        let store = Store(initialState: Detail.State()) { Detail() }
        store.send(.editTapped)
        print(store.destination?.edit?.title ?? "none", store.destination?.alert == nil)
        """, file: "destination.swift")
    #expect(result.output == ["Draft true"], "\(result.status)")
  }

  @Test func alertsCompareByContent() async {
    let result = await Session().run(
      source: """
        let a = AlertState { TextState("Hi") } actions: { ButtonState(role: .cancel) { TextState("OK") } }
        let b = AlertState(title: { TextState("Hi") }, actions: { ButtonState(role: .cancel) { TextState("OK") } })
        let c = AlertState { TextState("Hi") } message: { TextState("more") }
        print(a == b, a == c)
        print(c)
        """, file: "alert.dep")
    #expect(
      result.output == [
        "true false", #"AlertState(title: "Hi", message: "more")"#,
      ])
  }

  @Test func misusedAlertsAreLocatedErrors() async throws {
    try await MarkedScript(marked: #"let t = TextState(⏵42)"#).expectError(
      "TextState is made from a string, not a value of type Int", malformed: false)
    try await MarkedScript(
      marked: #"let b = ButtonState(⏵role: .primary) { TextState("Go") }"#
    ).expectError("a button's role is .destructive or .cancel", malformed: false)
    try await MarkedScript(marked: #"let b = ⏵ButtonState(role: .cancel)"#).expectError(
      "expected ButtonState(role: …, action: …) { TextState(\"…\") }", malformed: false)
    try await MarkedScript(marked: #"let a = AlertState ⏵{ TextState("a"); TextState("b") }"#)
      .expectError("an alert's title is one TextState", malformed: false)
    try await MarkedScript(
      marked: #"let a = AlertState { TextState("a") } actions: { ⏵TextState("b") }"#
    ).expectError(
      "an alert's actions are ButtonStates, not a value of type TextState",
      malformed: false)
    try await MarkedScript(
      marked: """
        let a = AlertState { TextState("a") } actions: {
          ⏵let label = TextState("b")
        }
        """
    ).expectError("this statement in an alert's closure is not supported yet", malformed: false)
  }
}
