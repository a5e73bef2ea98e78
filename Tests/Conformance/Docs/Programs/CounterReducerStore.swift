import ComposableArchitecture

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var history: [Int] = []
  }

  enum Action {
    case incrementButtonTapped
    case decrementButtonTapped
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
      case .decrementButtonTapped:
        state.count -= 1
      case .resetButtonTapped:
        state.count = 0
      }
      state.history.append(state.count)
      return .none
    }
  }
}

@MainActor
func run() async {
  let store = Store(initialState: Counter.State()) {
    Counter()
  }
  store.send(.incrementButtonTapped)
  store.send(.incrementButtonTapped)
  store.send(.decrementButtonTapped)
  print(store.count)
  store.send(.resetButtonTapped)
  print(store.history)
}

await run()
