import ComposableArchitecture
import Testing

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var points = 0
  }
  enum Action {
    case scoreButtonTapped
    case penaltyButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .scoreButtonTapped:
        state.points += 1
        return .none
      case .penaltyButtonTapped:
        state.points -= 1
        return .none
      }
    }
  }
}

@MainActor
struct CounterThreeSends {
  @Test
  func basics() async {
    let store = TestStore(initialState: Scoreboard.State(points: 0)) {
      Scoreboard()
    }

    await store.send(.scoreButtonTapped) {
      $0.points = 1
    }
    await store.send(.scoreButtonTapped) {
      $0.points = 2
    }
    await store.send(.penaltyButtonTapped) {
      $0.points = 1
    }
  }

  @Test
  func relativeAssertions() async {
    let store = TestStore(initialState: Scoreboard.State(points: 5)) {
      Scoreboard()
    }

    await store.send(.scoreButtonTapped) {
      $0.points += 1
    }
    await store.send(.penaltyButtonTapped) {
      $0.points -= 2
    }
  }
}
