import ComposableArchitecture
import Testing

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title: String
    var likes = 0
  }

  enum Action {
    case likeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .likeTapped:
        state.likes += 1
        return .none
      }
    }
  }
}

@Reducer
struct Root {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Detail.State>()
  }

  enum Action {
    case path(StackActionOf<Detail>)
    case open(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(title):
        state.path.append(Detail.State(title: title))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Detail()
    }
  }
}

@MainActor
struct StackNavigation {
  @Test
  func pushAndLike() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    }

    await store.send(.open("First")) {
      $0.path[id: 0] = Detail.State(title: "First")
    }
    await store.send(.path(.element(id: 0, action: .likeTapped))) {
      $0.path[id: 0]?.likes = 1
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }
}
