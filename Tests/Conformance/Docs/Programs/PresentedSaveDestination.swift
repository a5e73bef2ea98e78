import ComposableArchitecture

@Reducer
struct RenameShelf {
  @ObservableState
  struct State: Equatable {
    var name: String
  }
  enum Action {
    case saveButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
  }
}

@Reducer
struct Library {
  @Reducer
  enum Destination {
    case renameShelf(RenameShelf)
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var saves = 0
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case renameButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renameButtonTapped:
        state.destination = .renameShelf(RenameShelf.State(name: "Poetry"))
        return .none

      case .destination(.presented(.renameShelf(.saveButtonTapped))):
        state.saves += 1
        print("the rename screen saved")
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

let store = Store(initialState: Library.State()) {
  Library()
}
store.send(.renameButtonTapped)
store.send(.destination(.presented(.renameShelf(.saveButtonTapped))))
store.send(.destination(.dismiss))
print(store.saves, store.destination == nil)
