import ComposableArchitecture

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

let store = Store(initialState: CounterFeature.State()) {
  CounterFeature()
}
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.decrementButtonTapped)
print(store.count)
print(store.state)
