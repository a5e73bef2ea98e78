import ComposableArchitecture

@Reducer
struct AddShelf {
  @ObservableState
  struct State {
    var label = ""
  }
  enum Action {
    case labelChanged(String)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .labelChanged(label):
        state.label = label
        return .none
      }
    }
  }
}

@Reducer
struct InspectShelf {
  @ObservableState
  struct State {
    var label: String
  }
  enum Action {
    case closeTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
  }
}

@Reducer
struct Warehouse {
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var shelves: [String] = ["A1"]
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case addShelfTapped
    case inspectTapped(String)
  }

  @Reducer
  enum Destination {
    case addShelf(AddShelf)
    case inspectShelf(InspectShelf)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addShelfTapped:
        state.destination = .addShelf(AddShelf.State())
        return .none
      case let .inspectTapped(label):
        state.destination = .inspectShelf(InspectShelf.State(label: label))
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

let store = Store(initialState: Warehouse.State()) {
  Warehouse()
}
print(store.destination == nil)
store.send(.addShelfTapped)
store.send(.destination(.presented(.addShelf(.labelChanged("B7")))))
if case let .addShelf(addShelf) = store.state.destination {
  print("adding shelf", addShelf.label)
}
store.send(.destination(.dismiss))
print(store.destination == nil)
store.send(.inspectTapped("A1"))
if case let .inspectShelf(inspect) = store.state.destination {
  print("inspecting", inspect.label)
}
