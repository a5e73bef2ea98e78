import ComposableArchitecture
import Foundation

struct Huddle: Equatable, Identifiable {
  let id: UUID
  var title = ""
}

@Reducer
struct HuddleForm {
  @ObservableState
  struct State: Equatable {
    var huddle: Huddle
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct HuddleDetail {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case edit(HuddleForm)

    @CasePathable
    enum Alert {
      case confirmButtonTapped
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var huddle: Huddle
  }

  enum Action {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteHuddle)
        return .none

      case .destination(.presented(.alert(.confirmButtonTapped))):
        print("deleting", state.huddle.title)
        return .none

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard let editedHuddle = state.destination?.edit?.huddle
        else { return .none }
        state.$huddle.withLock { $0 = editedHuddle }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(HuddleForm.State(huddle: state.huddle))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension HuddleDetail.Destination.State: Equatable {}

extension AlertState where Action == HuddleDetail.Destination.Alert {
  static let deleteHuddle = Self {
    TextState("Delete this huddle?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmButtonTapped) {
      TextState("Delete")
    }
    ButtonState(role: .cancel) {
      TextState("Keep it")
    }
  } message: {
    TextState("Its past sessions go with it.")
  }
}

let store = Store(
  initialState: HuddleDetail.State(huddle: Shared(value: Huddle(id: UUID(3), title: "Standup")))
) {
  HuddleDetail()
}

store.send(.editButtonTapped)
store.send(.destination(.presented(.edit(.binding(.set(\.huddle.title, "Daily standup"))))))
print("editing:", store.destination?.edit?.huddle.title ?? "nothing")
store.send(.doneEditingButtonTapped)
print("title:", store.huddle.title)

store.send(.deleteButtonTapped)
print("alert shown:", store.destination == .alert(.deleteHuddle))
store.send(.destination(.dismiss))
print("alert dismissed:", store.destination == nil)
store.send(.deleteButtonTapped)
store.send(.destination(.presented(.alert(.confirmButtonTapped))))
print("after confirm:", store.destination == nil)
