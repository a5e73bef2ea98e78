import ComposableArchitecture
import Testing

@Reducer
struct VoteDialog {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
    var votes = 0
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case voteButtonTapped
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    case moreButtonTapped

    @CasePathable
    enum Alert {
      case upvoteTapped
    }
    @CasePathable
    enum ConfirmationDialog {
      case upvoteTapped
      case downvoteTapped
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.upvoteTapped)),
        .confirmationDialog(.presented(.upvoteTapped)):
        state.alert = AlertState { TextState("Upvoted") }
        state.votes += 1
        return .none

      case .alert:
        return .none

      case .voteButtonTapped:
        state.alert = AlertState {
          TextState("Vote")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Skip")
          }
          ButtonState(action: .upvoteTapped) {
            TextState("Upvote")
          }
        } message: {
          TextState("Did this answer help?")
        }
        return .none

      case .confirmationDialog(.presented(.downvoteTapped)):
        state.alert = AlertState { TextState("Downvoted") }
        state.votes -= 1
        return .none

      case .confirmationDialog:
        return .none

      case .moreButtonTapped:
        state.confirmationDialog = ConfirmationDialogState {
          TextState("More")
        } actions: {
          ButtonState(role: .cancel) {
            TextState("Skip")
          }
          ButtonState(action: .upvoteTapped) {
            TextState("Upvote")
          }
          ButtonState(action: .downvoteTapped) {
            TextState("Downvote")
          }
        } message: {
          TextState("Rate this answer")
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

@MainActor
struct DialogTallyTests {
  @Test
  func alertUpvotes() async {
    let store = TestStore(initialState: VoteDialog.State()) {
      VoteDialog()
    }

    await store.send(.voteButtonTapped) {
      $0.alert = AlertState {
        TextState("Vote")
      } actions: {
        ButtonState(role: .cancel) {
          TextState("Skip")
        }
        ButtonState(action: .upvoteTapped) {
          TextState("Upvote")
        }
      } message: {
        TextState("Did this answer help?")
      }
    }
    await store.send(\.alert.upvoteTapped) {
      $0.alert = AlertState { TextState("Upvoted") }
      $0.votes = 1
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test
  func dialogDownvotes() async {
    let store = TestStore(initialState: VoteDialog.State(votes: 5)) {
      VoteDialog()
    }

    await store.send(.moreButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState {
        TextState("More")
      } actions: {
        ButtonState(role: .cancel) {
          TextState("Skip")
        }
        ButtonState(action: .upvoteTapped) {
          TextState("Upvote")
        }
        ButtonState(action: .downvoteTapped) {
          TextState("Downvote")
        }
      } message: {
        TextState("Rate this answer")
      }
    }
    await store.send(\.confirmationDialog.downvoteTapped) {
      $0.alert = AlertState { TextState("Downvoted") }
      $0.confirmationDialog = nil
      $0.votes = 4
    }
  }

  @Test
  func dialogForgetsToCloseOnPurpose() async {
    let store = TestStore(initialState: VoteDialog.State()) {
      VoteDialog()
    }

    await store.send(.moreButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState {
        TextState("More")
      } actions: {
        ButtonState(role: .cancel) {
          TextState("Skip")
        }
        ButtonState(action: .upvoteTapped) {
          TextState("Upvote")
        }
        ButtonState(action: .downvoteTapped) {
          TextState("Downvote")
        }
      } message: {
        TextState("Rate this answer")
      }
    }
    await store.send(\.confirmationDialog.upvoteTapped) {
      $0.alert = AlertState { TextState("Upvoted") }
      $0.votes = 1
    }
  }
}
