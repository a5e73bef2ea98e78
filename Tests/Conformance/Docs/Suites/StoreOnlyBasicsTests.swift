import ComposableArchitecture
import Testing

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home = 0
    var away = 0
  }
  enum Action {
    case homeScored
    case awayScored
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .homeScored:
        state.home += 1
        return .none
      case .awayScored:
        state.away += 1
        return .none
      }
    }
  }
}

@MainActor
struct StoreOnlyBasicsTests {
  @Test
  func basics() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }
    #expect(store.state.home == 0)
  }

  @Test
  func startsFromGivenScore() async {
    let store = TestStore(initialState: Scoreboard.State(home: 2, away: 1)) {
      Scoreboard()
    }
    #expect(store.state.home - store.state.away == 1)
  }
}
