import ComposableArchitecture

@Reducer
struct ScoreFeature {
  @ObservableState
  struct State {
    var points = 0
  }

  enum Action {
    case minusButtonTapped
    case plusButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .minusButtonTapped:
        state.points -= 1
        return .none

      case .plusButtonTapped:
        state.points += 1
        return .none
      }
    }
  }
}

let store = Store(initialState: ScoreFeature.State()) {
  ScoreFeature()
}

store.send(.plusButtonTapped)
store.send(.plusButtonTapped)
store.send(.plusButtonTapped)
print("after three plus taps:", store.points)
store.send(.minusButtonTapped)
print("after a minus tap:", store.points)
print("state:", store.state.points)
