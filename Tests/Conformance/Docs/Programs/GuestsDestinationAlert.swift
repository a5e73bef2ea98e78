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
    case nameChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.guest.name = name
        return .none
      }
    }
  }
}

@Reducer
struct GuestListFeature {
  @ObservableState
  struct State: Equatable {
    var guests: IdentifiedArrayOf<Guest> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addButtonTapped
    case removeButtonTapped(id: Guest.ID)
    case destination(PresentationAction<Destination.Action>)

    enum Alert: Equatable {
      case confirmRemoval(id: Guest.ID)
    }
  }

  @Reducer
  enum Destination {
    case addGuest(AddGuestFeature)
    case alert(AlertState<GuestListFeature.Action.Alert>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addGuest(
          AddGuestFeature.State(guest: Guest(id: self.uuid(), name: ""))
        )
        return .none

      case let .removeButtonTapped(id: id):
        state.destination = .alert(
          AlertState {
            TextState("Remove this guest?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmRemoval(id: id)) {
              TextState("Remove")
            }
          }
        )
        return .none

      case let .destination(.presented(.alert(.confirmRemoval(id: id)))):
        state.guests.remove(id: id)
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension GuestListFeature.Destination.State: Equatable {}

let store = Store(
  initialState: GuestListFeature.State(
    guests: [
      Guest(id: UUID(10), name: "Ines"),
      Guest(id: UUID(11), name: "Tomasz"),
    ]
  )
) {
  GuestListFeature()
} withDependencies: {
  $0.uuid = .incrementing
}

store.send(.addButtonTapped)
print("adding:", store.destination != nil)
store.send(.destination(.dismiss))
print("after dismiss:", store.destination == nil)

store.send(.removeButtonTapped(id: UUID(10)))
if case .alert = store.destination {
  print("an alert is shown")
}
store.send(.destination(.presented(.alert(.confirmRemoval(id: UUID(10))))))
print("guests:", store.guests.map(\.name))
print("alert gone:", store.destination == nil)
