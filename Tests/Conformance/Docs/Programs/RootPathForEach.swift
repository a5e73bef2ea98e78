import ComposableArchitecture

@Reducer
struct AddRecipe {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }
  enum Action {
    case titleChanged(String)
    case saveTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      case .saveTapped:
        return .none
      }
    }
  }
}

@Reducer
struct RecipeDetail {
  @ObservableState
  struct State: Equatable {
    var title: String
    var servings = 2
  }
  enum Action {
    case doubleTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doubleTapped:
        state.servings *= 2
        return .none
      }
    }
  }
}

@Reducer
struct Cookbook {
  @Reducer
  enum Path {
    case addRecipe(AddRecipe)
    case recipeDetail(RecipeDetail)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    var saved: [String] = []
  }
  enum Action {
    case addButtonTapped
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.path.append(.addRecipe(AddRecipe.State()))
        return .none
      case .path(.element(id: _, action: .addRecipe(.saveTapped))):
        guard case let .addRecipe(add) = state.path.last else { return .none }
        state.saved.append(add.title)
        state.path.append(.recipeDetail(RecipeDetail.State(title: add.title)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

let store = Store(initialState: Cookbook.State()) {
  Cookbook()
}
store.send(.addButtonTapped)
let addID = store.path.ids[0]
store.send(.path(.element(id: addID, action: .addRecipe(.titleChanged("Pancakes")))))
store.send(.path(.element(id: addID, action: .addRecipe(.saveTapped))))
let detailID = store.path.ids[1]
store.send(.path(.element(id: detailID, action: .recipeDetail(.doubleTapped))))
print(store.path.count, store.saved)
if case let .recipeDetail(detail) = store.path[id: detailID] {
  print(detail.title, detail.servings)
}
store.send(.path(.popFrom(id: detailID)))
print(store.path.count)
