import ComposableArchitecture

@Reducer
struct ItemForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var quantity = 1
  }

  enum Action {
    case cancelButtonTapped
    case nameChanged(String)
    case saveButtonTapped
    case stepperIncremented
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      case let .nameChanged(name):
        state.name = name
        return .none
      case .saveButtonTapped:
        return .none
      case .stepperIncremented:
        state.quantity += 1
        return .none
      }
    }
  }
}

@Reducer
struct Inventory {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    @Presents var addItem: ItemForm.State?
  }

  enum Action {
    case addButtonTapped
    case addItem(PresentationAction<ItemForm.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = ItemForm.State()
        return .none

      case .addItem(.presented(.saveButtonTapped)):
        guard let form = state.addItem else { return .none }
        state.items.append("\(form.quantity) x \(form.name)")
        state.addItem = nil
        return .none

      case .addItem:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      ItemForm()
    }
  }
}

let store = Store(initialState: Inventory.State()) {
  Inventory()
}
store.send(.addButtonTapped)
store.send(.addItem(.presented(.nameChanged("Bolts"))))
store.send(.addItem(.presented(.stepperIncremented)))
store.send(.addItem(.presented(.stepperIncremented)))
print(store.addItem?.quantity ?? 0)
store.send(.addItem(.presented(.saveButtonTapped)))
print(store.items, store.addItem == nil)

store.send(.addButtonTapped)
await store.send(.addItem(.presented(.cancelButtonTapped))).finish()
print(store.items.count, store.addItem == nil)
