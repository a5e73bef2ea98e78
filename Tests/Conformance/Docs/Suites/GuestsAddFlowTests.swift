import ComposableArchitecture
import Foundation
import Testing

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
    case delegate(Delegate)
    case nameChanged(String)
    case saveButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case saveGuest(Guest)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
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
    var guests: IdentifiedArrayOf<Guest> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case addGuest(AddGuestFeature)
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

      case let .destination(.presented(.addGuest(.delegate(.saveGuest(guest))))):
        state.guests.append(guest)
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension GuestListFeature.Destination.State: Equatable {}

@MainActor
struct GuestsAddFlowTests {
  @Test
  func addFlow() async {
    let store = TestStore(initialState: GuestListFeature.State()) {
      GuestListFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addGuest(
        AddGuestFeature.State(guest: Guest(id: UUID(0), name: ""))
      )
    }
    await store.send(\.destination.addGuest.nameChanged, "Marguerite") {
      $0.destination?.modify(\.addGuest) { $0.guest.name = "Marguerite" }
    }
    await store.send(\.destination.addGuest.saveButtonTapped)
    await store.receive(
      \.destination.addGuest.delegate.saveGuest,
      Guest(id: UUID(0), name: "Marguerite")
    ) {
      $0.guests = [Guest(id: UUID(0), name: "Marguerite")]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test
  func addFlowNonExhaustive() async {
    let store = TestStore(initialState: GuestListFeature.State()) {
      GuestListFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off

    await store.send(.addButtonTapped)
    await store.send(\.destination.addGuest.nameChanged, "Otto")
    await store.send(\.destination.addGuest.saveButtonTapped)
    await store.skipReceivedActions()
    store.assert {
      $0.guests = [Guest(id: UUID(0), name: "Otto")]
      $0.destination = nil
    }
  }
}
