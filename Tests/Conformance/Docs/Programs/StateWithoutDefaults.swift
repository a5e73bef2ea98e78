import ComposableArchitecture

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home: Int
    var away: Int
    var title: String
  }

  enum Action {
    case homeScored
    case awayScored(points: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .homeScored:
        state.home += 1
      case let .awayScored(points):
        state.away += points
      }
      return .none
    }
  }
}

let store = Store(initialState: Scoreboard.State(home: 0, away: 2, title: "Final")) {
  Scoreboard()
}
store.send(.homeScored)
store.send(.awayScored(points: 3))
print("\(store.title): \(store.home)-\(store.away)")
