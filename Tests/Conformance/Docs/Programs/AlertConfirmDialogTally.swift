import ComposableArchitecture

@Reducer
struct PointsPrompt {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
    var points = 0
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case askButtonTapped
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    case optionsButtonTapped

    @CasePathable
    enum Alert {
      case awardTapped
    }
    @CasePathable
    enum ConfirmationDialog {
      case awardTapped
      case penaltyTapped
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.awardTapped)),
        .confirmationDialog(.presented(.awardTapped)):
        state.alert = AlertState { TextState("Point awarded") }
        state.points += 1
        return .none

      case .alert:
        return .none

      case .askButtonTapped:
        state.alert = AlertState {
          TextState("Award a point?")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Not now")
          }
          ButtonState(action: .awardTapped) {
            TextState("Award")
          }
        } message: {
          TextState("The team answered correctly")
        }
        return .none

      case .confirmationDialog(.presented(.penaltyTapped)):
        state.alert = AlertState { TextState("Point taken away") }
        state.points -= 1
        return .none

      case .confirmationDialog:
        return .none

      case .optionsButtonTapped:
        state.confirmationDialog = ConfirmationDialogState {
          TextState("Scoring")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Not now")
          }
          ButtonState(action: .awardTapped) {
            TextState("Award")
          }
          ButtonState(action: .penaltyTapped) {
            TextState("Penalty")
          }
        } message: {
          TextState("Change the team's points")
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

@MainActor
func main() async {
  let store = Store(initialState: PointsPrompt.State()) {
    PointsPrompt()
  }

  store.send(.askButtonTapped)
  print("alert up:", store.alert != nil, "buttons:", store.alert?.buttons.count ?? 0)
  store.send(.alert(.presented(.awardTapped)))
  print("points:", store.points, "alert up:", store.alert != nil)
  store.send(.alert(.dismiss))

  store.send(.optionsButtonTapped)
  print("dialog up:", store.confirmationDialog != nil)
  store.send(.confirmationDialog(.presented(.penaltyTapped)))
  print("points:", store.points, "dialog up:", store.confirmationDialog != nil)
  print("alert up:", store.alert != nil)
}

await main()
