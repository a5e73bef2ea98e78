import ComposableArchitecture
import Testing

@Reducer
struct ScoreFeature {
  @ObservableState
  struct State: Equatable {
    var score = 0
    var streak = 0
    var history: [Int] = []
  }

  enum Action: Equatable {
    case point(Int)
    case resetStreak
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .point(value):
        state.score += value
        state.streak += 1
        state.history.append(value)
        return .none
      case .resetStreak:
        state.streak = 0
        return .none
      }
    }
  }
}

@MainActor
struct WithExhaustivityBlock {
  @Test
  func onlyTheScoreMatters() async {
    let store = TestStore(initialState: ScoreFeature.State()) {
      ScoreFeature()
    }
    await store.withExhaustivity(.off) {
      await store.send(.point(3)) {
        $0.score = 3
      }
      await store.send(.point(2)) {
        $0.score = 5
      }
    }
    await store.send(.resetStreak) {
      $0.streak = 0
    }
  }

  @Test
  func exhaustiveAgainAfterTheBlock() async {
    let store = TestStore(initialState: ScoreFeature.State()) {
      ScoreFeature()
    }
    await store.withExhaustivity(.off) {
      await store.send(.point(1))
      await store.send(.resetStreak)
    }
    await store.send(.point(4)) {
      $0.score = 5
    }
  }

  @Test
  func everythingAsserted() async {
    let store = TestStore(initialState: ScoreFeature.State()) {
      ScoreFeature()
    }
    await store.send(.point(7)) {
      $0.score = 7
      $0.streak = 1
      $0.history = [7]
    }
  }
}
