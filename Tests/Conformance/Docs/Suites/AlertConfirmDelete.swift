import ComposableArchitecture
import Testing

@Reducer
struct ContactDetail {
  @ObservableState
  struct State: Equatable {
    var name: String
    var isDeleted = false
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable {
    case deleteTapped
    case alert(PresentationAction<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete \(state.name)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        }
        return .none
      case .alert(.presented(.confirmDeletion)):
        state.isDeleted = true
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@MainActor
@Suite struct AlertConfirmDelete {
  @Test func confirmDeletes() async {
    let store = TestStore(initialState: ContactDetail.State(name: "Blob")) {
      ContactDetail()
    }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete Blob?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }
    await store.send(\.alert.confirmDeletion) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func dismissKeepsContact() async {
    let store = TestStore(initialState: ContactDetail.State(name: "Blob")) {
      ContactDetail()
    }
    store.exhaustivity = .off
    await store.send(.deleteTapped)
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    #expect(store.state.isDeleted == false)
  }
}
