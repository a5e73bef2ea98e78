import ComposableArchitecture

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var points = 0
  }

  enum Action {
    case minusTapped
    case plusTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .minusTapped:
        state.points -= 1
        return .none
      case .plusTapped:
        state.points += 1
        return .none
      }
    }
  }
}

@Reducer
struct TwinScoreboards {
  @ObservableState
  struct State: Equatable {
    var home = Scoreboard.State()
    var away = Scoreboard.State()
  }

  enum Action {
    case home(Scoreboard.Action)
    case away(Scoreboard.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(\.home, action: \.home) {
      Scoreboard()
    }
    Scope(\.away, action: \.away) {
      Scoreboard()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: TwinScoreboards.State()) {
    TwinScoreboards()
  }
  store.send(.home(.plusTapped))
  store.send(.home(.plusTapped))
  store.send(.away(.plusTapped))
  store.send(.home(.minusTapped))
  store.send(.away(.plusTapped))
  store.send(.away(.plusTapped))
  print("home \(store.home.points) - away \(store.away.points)")

  let awayStore = store.scope(state: \.away, action: \.away)
  awayStore.send(.minusTapped)
  print("away after a correction:", awayStore.points, store.away.points)
}

await main()
