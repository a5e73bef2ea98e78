import ComposableArchitecture

@Reducer
struct ScoreBoard {
  @ObservableState
  struct State: Equatable {
    var home = 0
    var away = 0
    var leader = "tied"
    var history: [String] = []
  }

  enum Action {
    case homeScored(points: Int)
    case awayScored(points: Int)
    case undoTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .homeScored(points):
        state.home += points
        state.history.append("home +\(points)")
        return updateLeader(&state)

      case let .awayScored(points):
        state.away += points
        state.history.append("away +\(points)")
        return updateLeader(&state)

      case .undoTapped:
        guard let last = state.history.popLast() else { return .none }
        let parts = last.split(separator: " ")
        let points = Int(parts[1].dropFirst()) ?? 0
        if parts[0] == "home" {
          state.home -= points
        } else {
          state.away -= points
        }
        return updateLeader(&state)
      }
    }
  }

  func updateLeader(_ state: inout State) -> Effect<Action> {
    if state.home == state.away {
      state.leader = "tied"
    } else {
      state.leader = state.home > state.away ? "home" : "away"
    }
    return .none
  }
}

@MainActor
func main() async {
  let store = Store(initialState: ScoreBoard.State()) {
    ScoreBoard()
  }

  store.send(.homeScored(points: 3))
  print(store.home, store.away, store.leader)
  store.send(.awayScored(points: 2))
  store.send(.awayScored(points: 3))
  print(store.home, store.away, store.leader)
  store.send(.undoTapped)
  print(store.home, store.away, store.leader)
  store.send(.undoTapped)
  store.send(.undoTapped)
  store.send(.undoTapped)
  print(store.home, store.away, store.leader, store.history)
}

await main()
