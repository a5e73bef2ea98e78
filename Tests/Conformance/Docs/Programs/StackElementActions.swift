import ComposableArchitecture

@Reducer
struct DetailFeature {
  @ObservableState
  struct State: Equatable {
    var title: String
    var likes = 0
  }

  enum Action {
    case likeTapped
    case closeTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .likeTapped:
        state.likes += 1
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct RootFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<DetailFeature.State>()
  }

  enum Action {
    case open(String)
    case path(StackActionOf<DetailFeature>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(title):
        state.path.append(DetailFeature.State(title: title))
        return .none
      case .path(.element(id: _, action: .likeTapped)):
        print("a detail screen was liked")
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      DetailFeature()
    }
  }
}

let store = Store(initialState: RootFeature.State()) {
  RootFeature()
}

store.send(.open("First"))
store.send(.open("Second"))
print("depth:", store.path.count)
print("titles:", store.path.map(\.title))

let top = store.path.ids.last!
store.send(.path(.element(id: top, action: .likeTapped)))
store.send(.path(.element(id: top, action: .likeTapped)))
print("likes on top:", store.path[id: top]?.likes ?? -1)

await store.send(.path(.element(id: top, action: .closeTapped))).finish()
print("depth after close:", store.path.count)
print("titles:", store.path.map(\.title))

store.send(.path(.popFrom(id: store.path.ids.first!)))
print("empty:", store.path.isEmpty)
