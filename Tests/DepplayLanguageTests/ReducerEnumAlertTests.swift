import DepplayLanguage
import Testing

/// A `@Reducer enum` case holding an alert (`case alert(AlertState<Alert>)`, with `@CasePathable
/// enum Alert` declared in the enum), as TCA's tree-based navigation article writes it
/// (`Golden/reducer-enum-alert.dep`). Measured on TCA 1.25.5: no reducer runs on the case; the
/// parent reduces a button's action while the alert is still presented, then the presentation
/// dismisses it; an alert action sent while nothing is presented still reaches the parent, and
/// the `ifLet` reports it.
@Suite struct ReducerEnumAlertTests {
  static let feature = """
    @Reducer
    struct Shelf {
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)

        @CasePathable
        enum Alert {
          case confirm
          case later
        }
      }
      @ObservableState
      struct State: Equatable {
        var count = 2
        @Presents var destination: Destination.State?
      }
      enum Action {
        case clearTapped
        case destination(PresentationAction<Destination.Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .clearTapped:
            state.destination = .alert(
              AlertState {
                TextState("Clear \\(state.count) books?")
              } actions: {
                ButtonState(role: .destructive, action: .confirm) { TextState("Clear") }
                ButtonState(role: .cancel, action: .later) { TextState("Later") }
              })
            return .none
          case .destination(.presented(.alert(.confirm))):
            print("confirm, presented:", state.destination != nil)
            state.count = 0
            return .none
          case .destination(.presented(.alert(.later))):
            print("later")
            return .none
          case .destination(.dismiss):
            print("dismiss")
            return .none
          }
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }
    let store = Store(initialState: Shelf.State()) { Shelf() }

    """

  @Test func aButtonsActionReachesTheParentThenDismissesTheAlert() async {
    let result = await Session().run(
      source: Self.feature + """
        store.send(.clearTapped)
        if case .alert? = store.destination { print("alert shown") }
        store.send(.destination(.presented(.alert(.confirm))))
        print(store.count, store.destination == nil)
        store.send(.clearTapped)
        store.send(.destination(.presented(.alert(.later))))
        print(store.destination == nil)
        store.send(.clearTapped)
        store.send(.destination(.dismiss))
        print(store.destination == nil)
        """, file: "alert.dep")
    #expect(
      result.output == [
        "alert shown", "confirm, presented: true", "0 true", "later", "true", "dismiss", "true",
      ], "\(result.events)")
    #expect(ReducerEnumTests.issues(in: result).isEmpty)
  }

  @Test func theAlertsActionsMayBeAnEnumOfThePresentingFeaturesAction() async {
    let result = await Session().run(
      source: """
        @Reducer
        struct Shelf {
          @ObservableState
          struct State: Equatable {
            var count = 2
            @Presents var destination: Destination.State?
          }
          enum Action {
            case clearTapped
            case destination(PresentationAction<Destination.Action>)
            enum Alert { case confirm }
          }
          @Reducer
          enum Destination {
            case alert(AlertState<Shelf.Action.Alert>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .clearTapped:
                state.destination = .alert(
                  AlertState { TextState("Clear?") } actions: {
                    ButtonState(role: .destructive, action: .confirm) { TextState("Clear") }
                  })
                return .none
              case .destination(.presented(.alert(.confirm))):
                state.count = 0
                return .none
              case .destination:
                return .none
              }
            }
            .ifLet(\\.$destination, action: \\.destination)
          }
        }
        let store = Store(initialState: Shelf.State()) { Shelf() }
        store.send(.clearTapped)
        store.send(.destination(.presented(.alert(.confirm))))
        print(store.count, store.destination == nil)
        """, file: "alert.swift")
    #expect(result.output == ["0 true"], "\(result.events)")
  }

  @Test func anAlertsActionWithNothingPresentedReachesTheParentAndIsAnIssue() async {
    let result = await Session().run(
      source: Self.feature + "store.send(.destination(.presented(.alert(.confirm))))\n",
      file: "alert.dep")
    #expect(result.output == ["confirm, presented: false"])
    let issues = ReducerEnumTests.issues(in: result)
    #expect(issues.count == 1)
    #expect(
      issues.first?.contains("received a presentation action while nothing was presented") == true,
      "\(issues)")
  }

  @Test func aSwitchOverTheDestinationMatchesTheAlertsCase() async {
    let result = await Session().run(
      source: Self.feature + """
        store.send(.clearTapped)
        switch store.destination {
        case .alert?: print("shown")
        case nil: print("nothing")
        }
        """, file: "alert.dep")
    #expect(result.output == ["shown"], "\(result.events)")
  }
}
