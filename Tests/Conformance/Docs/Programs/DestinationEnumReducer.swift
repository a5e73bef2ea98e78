import ComposableArchitecture

@Reducer
struct AddContact {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action {
    case setName(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setName(name):
        state.name = name
        return .none
      }
    }
  }
}

@Reducer
struct ConfirmDelete {
  @ObservableState
  struct State: Equatable {
    var index: Int
  }

  enum Action {
    case confirm
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct Contacts {
  @Reducer
  enum Destination {
    case add(AddContact)
    case delete(ConfirmDelete)
  }

  @ObservableState
  struct State: Equatable {
    var names: [String] = ["Alma", "Bo"]
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addTapped
    case saveTapped
    case deleteTapped(Int)
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(AddContact.State())
        return .none
      case .saveTapped:
        guard case let .add(contact) = state.destination else { return .none }
        state.names.append(contact.name)
        state.destination = nil
        return .none
      case let .deleteTapped(index):
        state.destination = .delete(ConfirmDelete.State(index: index))
        return .none
      case .destination(.presented(.delete(.confirm))):
        guard case let .delete(confirm) = state.destination else { return .none }
        state.names.remove(at: confirm.index)
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Contacts.Destination.State: Equatable {}

let store = Store(initialState: Contacts.State()) {
  Contacts()
}
store.send(.addTapped)
store.send(.destination(.presented(.add(.setName("Cyd")))))
store.send(.saveTapped)
print(store.names)
store.send(.deleteTapped(0))
store.send(.destination(.presented(.delete(.confirm))))
print(store.names, store.destination == nil)
