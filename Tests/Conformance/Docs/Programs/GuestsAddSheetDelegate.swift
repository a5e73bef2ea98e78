import ComposableArchitecture
import Foundation

struct Guest: Equatable, Identifiable {
  let id: UUID
  var name: String
}

@Reducer
struct AddGuestFeature {
  @ObservableState
  struct State: Equatable {
    var guest: Guest
  }

  enum Action {
    case cancelButtonTapped
    case delegate(Delegate)
    case nameChanged(String)
    case saveButtonTapped

    enum Delegate: Equatable {
      case saveGuest(Guest)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }

      case .delegate:
        return .none

      case let .nameChanged(name):
        state.guest.name = name
        return .none

      case .saveButtonTapped:
        return .run { [guest = state.guest] send in
          await send(.delegate(.saveGuest(guest)))
          await self.dismiss()
        }
      }
    }
  }
}

@Reducer
struct GuestListFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var addGuest: AddGuestFeature.State?
    var guests: IdentifiedArrayOf<Guest> = []
  }

  enum Action {
    case addButtonTapped
    case addGuest(PresentationAction<AddGuestFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addGuest = AddGuestFeature.State(guest: Guest(id: UUID(), name: ""))
        return .none

      case let .addGuest(.presented(.delegate(.saveGuest(guest)))):
        state.guests.append(guest)
        return .none

      case .addGuest:
        return .none
      }
    }
    .ifLet(\.$addGuest, action: \.addGuest) {
      AddGuestFeature()
    }
  }
}

let store = Store(initialState: GuestListFeature.State()) {
  GuestListFeature()
}

store.send(.addButtonTapped)
print("sheet shown:", store.addGuest != nil)
store.send(.addGuest(.presented(.nameChanged("Marguerite"))))
await store.send(.addGuest(.presented(.saveButtonTapped))).finish()
print("sheet shown:", store.addGuest != nil)
print("guests:", store.guests.map(\.name))

store.send(.addButtonTapped)
store.send(.addGuest(.presented(.nameChanged("Otto"))))
await store.send(.addGuest(.presented(.cancelButtonTapped))).finish()
print("sheet shown:", store.addGuest != nil)
print("guests:", store.guests.map(\.name))
