import ComposableArchitecture

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
    case decrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      }
    }
  }
}

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var tab1 = Counter.State()
    var tab2 = Counter.State()
    var total: Int { tab1.count + tab2.count }
  }

  enum Action {
    case tab1(Counter.Action)
    case tab2(Counter.Action)
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.tab1, action: \.tab1) {
      Counter()
    }
    Scope(state: \.tab2, action: \.tab2) {
      Counter()
    }
    Reduce { state, action in
      switch action {
      case .resetTapped:
        state.tab1.count = 0
        state.tab2.count = 0
        return .none
      case .tab1, .tab2:
        return .none
      }
    }
  }
}

@MainActor
func run() {
  let store = Store(initialState: AppFeature.State()) {
    AppFeature()
  }
  store.send(.tab1(.incrementButtonTapped))
  store.send(.tab1(.incrementButtonTapped))
  store.send(.tab2(.decrementButtonTapped))
  print(store.tab1.count, store.tab2.count, store.total)
  store.send(.resetTapped)
  print(store.total)
}

await run()
