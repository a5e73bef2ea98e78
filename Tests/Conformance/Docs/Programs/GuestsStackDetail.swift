import ComposableArchitecture
import Foundation

struct Guest: Equatable, Identifiable {
  let id: UUID
  var name: String
}

@Reducer
struct GuestDetailFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let guest: Guest
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case removeButtonTapped

    enum Alert {
      case confirmRemoval
    }
    enum Delegate {
      case confirmRemoval
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmRemoval)):
        return .run { send in
          await send(.delegate(.confirmRemoval))
          await self.dismiss()
        }

      case .alert:
        return .none

      case .delegate:
        return .none

      case .removeButtonTapped:
        state.alert = AlertState {
          TextState("Remove \(state.guest.name)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmRemoval) {
            TextState("Remove")
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct GuestListFeature {
  @ObservableState
  struct State: Equatable {
    var guests: IdentifiedArrayOf<Guest> = []
    var path = StackState<GuestDetailFeature.State>()
  }

  enum Action {
    case guestTapped(id: Guest.ID)
    case path(StackActionOf<GuestDetailFeature>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .guestTapped(id: id):
        guard let guest = state.guests[id: id] else { return .none }
        state.path.append(GuestDetailFeature.State(guest: guest))
        return .none

      case let .path(.element(id: id, action: .delegate(.confirmRemoval))):
        guard let detailState = state.path[id: id] else { return .none }
        state.guests.remove(id: detailState.guest.id)
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      GuestDetailFeature()
    }
  }
}

let store = Store(
  initialState: GuestListFeature.State(
    guests: [
      Guest(id: UUID(1), name: "Ines"),
      Guest(id: UUID(2), name: "Tomasz"),
      Guest(id: UUID(3), name: "Wren"),
    ]
  )
) {
  GuestListFeature()
}

store.send(.guestTapped(id: UUID(2)))
print("pushed:", store.path.count)
let detailID = store.path.ids[0]
store.send(.path(.element(id: detailID, action: .removeButtonTapped)))
print("alert shown:", store.path[id: detailID]?.alert != nil)
await store.send(.path(.element(id: detailID, action: .alert(.presented(.confirmRemoval))))).finish()
print("stack after removal:", store.path.count)
print("guests:", store.guests.map(\.name))
