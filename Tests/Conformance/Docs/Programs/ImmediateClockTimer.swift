import ComposableArchitecture

@Reducer
struct Timer {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for _ in 1...3 {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

let store = Store(initialState: Timer.State()) {
  Timer()
} withDependencies: {
  $0.continuousClock = ImmediateClock()
}
await store.send(.start).finish()
print(store.ticks)
