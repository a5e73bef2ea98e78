import ComposableArchitecture

@Reducer
struct RecipeListFeature {
  @ObservableState
  struct State: Equatable {
    var recipes = ["Soup", "Pie"]
  }
  enum Action {
    case detailButtonTapped
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct RecipeDetailFeature {
  @ObservableState
  struct State: Equatable {
    var servings = 2
  }
  enum Action {
    case moreServingsTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .moreServingsTapped:
        state.servings += 1
        return .none
      }
    }
  }
}

@Reducer
struct CookbookFeature {
  @Reducer
  enum Path {
    case list(RecipeListFeature)
    case detail(RecipeDetailFeature)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }
  enum Action {
    case path(StackActionOf<Path>)
    case openListTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openListTapped:
        state.path.append(.list(RecipeListFeature.State()))
        return .none

      case .path(.element(id: _, action: .list(.detailButtonTapped))):
        state.path.append(.detail(RecipeDetailFeature.State()))
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

let store = Store(initialState: CookbookFeature.State()) {
  CookbookFeature()
}
store.send(.openListTapped)
let listID = store.path.ids.last!
store.send(.path(.element(id: listID, action: .list(.detailButtonTapped))))
let detailID = store.path.ids.last!
store.send(.path(.element(id: detailID, action: .detail(.moreServingsTapped))))
print(store.path.count)
for element in store.path {
  switch element {
  case let .list(list):
    print("list:", list.recipes)
  case let .detail(detail):
    print("detail:", detail.servings)
  }
}
