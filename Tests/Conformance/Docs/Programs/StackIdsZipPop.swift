import ComposableArchitecture

@Reducer
struct Page {
  @ObservableState
  struct State {
    var title: String
    var isDeleted = false
  }

  enum Action {
    case deleteTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.isDeleted = true
        return .none
      }
    }
  }
}

@Reducer
struct Notebook {
  @ObservableState
  struct State {
    var path = StackState<Page.State>()
  }

  enum Action {
    case open(String)
    case path(StackActionOf<Page>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(title):
        state.path.append(Page.State(title: title))
        return .none

      case .path(.element(id: _, action: .deleteTapped)):
        for (id, element) in zip(state.path.ids, state.path) {
          if element.isDeleted {
            state.path.pop(from: id)
            break
          }
        }
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Page()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Notebook.State()) {
    Notebook()
  }
  store.send(.open("Groceries"))
  store.send(.open("Recipes"))
  store.send(.open("Soup"))
  store.send(.open("Bread"))
  print(store.path.map(\.title))

  let recipesID = store.path.ids[1]
  store.send(.path(.element(id: recipesID, action: .deleteTapped)))
  print(store.path.map(\.title))
  print(store.path.ids.map { "\($0)" })

  store.send(.open("Salads"))
  print(store.path.map(\.title))
}

await main()
