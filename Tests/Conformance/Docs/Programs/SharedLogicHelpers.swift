import ComposableArchitecture

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home = 0
    var away = 0
    var log: [String] = []

    var leader: String {
      home == away ? "tied" : (home > away ? "home" : "away")
    }
  }

  enum Action {
    case homeScored(points: Int)
    case awayScored(points: Int)
    case reset
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .homeScored(points):
        state.home += points
        return recordScore(state: &state, team: "home", points: points)
      case let .awayScored(points):
        state.away += points
        return recordScore(state: &state, team: "away", points: points)
      case .reset:
        state = State()
        return .none
      }
    }
  }

  private func recordScore(state: inout State, team: String, points: Int) -> Effect<Action> {
    state.log.append("\(team) +\(points) (\(state.home)-\(state.away))")
    return .none
  }
}

let store = Store(initialState: Scoreboard.State()) {
  Scoreboard()
}
store.send(.homeScored(points: 3))
store.send(.awayScored(points: 2))
store.send(.awayScored(points: 2))
print(store.log)
print(store.leader, store.state.home, store.state.away)
store.send(.reset)
print(store.leader, store.log.isEmpty)
