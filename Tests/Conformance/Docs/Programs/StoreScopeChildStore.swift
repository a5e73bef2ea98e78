import ComposableArchitecture

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case increment
    case decrement
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      }
    }
  }
}

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home = Counter.State()
    var away = Counter.State()
  }

  enum Action {
    case home(Counter.Action)
    case away(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) {
      Counter()
    }
    Scope(state: \.away, action: \.away) {
      Counter()
    }
  }
}

@MainActor
func run() async {
  let store = Store(initialState: Scoreboard.State()) {
    Scoreboard()
  }
  let home = store.scope(state: \.home, action: \.home)
  home.send(.increment)
  home.send(.increment)
  store.send(.away(.decrement))
  print(home.count, store.away.count)
  print("total \(store.home.count + store.away.count)")
}

await run()
