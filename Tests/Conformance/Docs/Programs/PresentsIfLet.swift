import ComposableArchitecture

@Reducer
struct AddItem {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action {
    case setName(String)
    case saveButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setName(name):
        state.name = name
        return .none
      case .saveButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Inventory {
  @ObservableState
  struct State: Equatable {
    @Presents var addItem: AddItem.State?
    var items: [String] = []
  }

  enum Action {
    case addButtonTapped
    case addItem(PresentationAction<AddItem.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = AddItem.State()
        return .none
      case .addItem(.presented(.saveButtonTapped)):
        if let name = state.addItem?.name {
          state.items.append(name)
        }
        return .none
      case .addItem:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      AddItem()
    }
  }
}

let store = Store(initialState: Inventory.State()) {
  Inventory()
}
store.send(.addButtonTapped)
print(store.addItem != nil)
store.send(.addItem(.presented(.setName("Widget"))))
await store.send(.addItem(.presented(.saveButtonTapped))).finish()
print(store.addItem == nil)
print(store.items)
