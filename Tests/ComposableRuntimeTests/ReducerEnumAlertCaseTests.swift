import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// A `@Reducer enum`'s case holding an alert (`case alert(AlertState<Alert>)`): the macro keeps
/// the alert in `State` and its actions' type in `Action`, runs no reducer on it, and a
/// presentation `ifLet` dismisses it once one of its actions is sent, after the parent (as
/// measured on TCA 1.25.5).
@MainActor
@Suite(.dependencies)
struct ReducerEnumAlertCaseTests {
  @Reducer
  enum Sheet {
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert {
      case discard
      case keepEditing
    }
  }

  @Reducer
  struct Draft {
    @ObservableState
    struct State: Equatable {
      var text = "note"
      var alertWasPresented: Bool?
      @Presents var sheet: Sheet.State?
    }

    enum Action {
      case closeTapped
      case sheet(PresentationAction<Sheet.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeTapped:
          state.sheet = .alert(
            AlertState {
              TextState("Discard?")
            } actions: {
              ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
              ButtonState(action: .keepEditing) { TextState("Keep editing") }
            })
          return .none
        case .sheet(.presented(.alert(.discard))):
          state.alertWasPresented = state.sheet != nil
          state.text = ""
          return .none
        case .sheet:
          return .none
        }
      }
      .ifLet(\.$sheet, action: \.sheet)
    }
  }

  @Test func aButtonsActionReachesTheParentWhileTheAlertIsPresentedThenDismissesIt() {
    let store = Store(initialState: Draft.State()) { Draft() }
    store.send(.closeTapped)
    #expect(
      store.state.sheet
        == .alert(
          AlertState {
            TextState("Discard?")
          } actions: {
            ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
            ButtonState(action: .keepEditing) { TextState("Keep editing") }
          }))
    store.send(.sheet(.presented(.alert(.discard))))
    #expect(store.state.alertWasPresented == true)
    #expect(store.state.text.isEmpty)
    #expect(store.state.sheet == nil)
  }

  @Test func anotherButtonDismissesItToo() {
    let store = Store(initialState: Draft.State()) { Draft() }
    store.send(.closeTapped)
    store.send(.sheet(.presented(.alert(.keepEditing))))
    #expect(store.state.sheet == nil)
    #expect(store.state.text == "note")
  }
}

extension ReducerEnumAlertCaseTests.Sheet.State: Equatable {}
