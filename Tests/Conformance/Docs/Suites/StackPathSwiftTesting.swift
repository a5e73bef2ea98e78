import ComposableArchitecture
import Testing

@Reducer
struct RecipeDetail {
  @ObservableState
  struct State: Equatable {
    var name: String
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
struct RecipeEdit {
  @ObservableState
  struct State: Equatable {
    var name: String
  }

  enum Action {
    case renamed(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renamed(name):
        state.name = name
        return .none
      }
    }
  }
}

@Reducer
struct Cookbook {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  @Reducer
  enum Path {
    case detail(RecipeDetail)
    case edit(RecipeEdit)
  }

  enum Action {
    case recipeTapped(String)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .recipeTapped(name):
        state.path.append(.detail(RecipeDetail.State(name: name)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Cookbook.Path.State: Equatable {}

@MainActor
struct StackPathSwiftTesting {
  @Test func detailServingsGrow() async {
    let store = TestStore(initialState: Cookbook.State()) {
      Cookbook()
    }
    await store.send(.recipeTapped("Shakshuka")) {
      $0.path[id: 0] = .detail(RecipeDetail.State(name: "Shakshuka"))
    }
    await store.send(\.path[id: 0].detail.moreServingsTapped) {
      $0.path[id: 0, case: \.detail]?.servings = 3
    }
  }

  @Test func editPushedFromTheStart() async {
    var path = StackState<Cookbook.Path.State>()
    path.append(.edit(RecipeEdit.State(name: "Dal")))
    let store = TestStore(initialState: Cookbook.State(path: path)) {
      Cookbook()
    }
    await store.send(\.path[id: 0].edit.renamed, "Tarka dal") {
      $0.path[id: 0, case: \.edit]?.name = "Tarka dal"
    }
    await store.send(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test func expectsTooManyServings() async {
    let store = TestStore(initialState: Cookbook.State()) {
      Cookbook()
    }
    await store.send(.recipeTapped("Ramen")) {
      $0.path[id: 0] = .detail(RecipeDetail.State(name: "Ramen"))
    }
    await store.send(\.path[id: 0].detail.moreServingsTapped) {
      $0.path[id: 0, case: \.detail]?.servings = 4
    }
  }
}
