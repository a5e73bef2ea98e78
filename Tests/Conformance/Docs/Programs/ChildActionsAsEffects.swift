import ComposableArchitecture

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementTapped
    case decrementTapped
    case reset
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return state.count < 0 ? .send(.reset) : .none
      case .reset:
        state.count = 0
        return .none
      }
    }
  }
}

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var counter = CounterFeature.State()
    var log: [String] = []
  }

  enum Action {
    case counter(CounterFeature.Action)
    case bumpTwice
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counter(.reset):
        state.log.append("reset")
        return .none
      case .counter:
        return .none
      case .bumpTwice:
        state.log.append("bumping twice")
        return .concatenate(
          .send(.counter(.incrementTapped)),
          .send(.counter(.incrementTapped))
        )
      }
    }
    Scope(state: \.counter, action: \.counter) {
      CounterFeature()
    }
  }
}

let store = Store(initialState: AppFeature.State()) {
  AppFeature()
}
store.send(.bumpTwice)
print("count:", store.counter.count)
store.send(.counter(.decrementTapped))
store.send(.counter(.decrementTapped))
store.send(.counter(.decrementTapped))
print("count:", store.counter.count)
print(store.log)
