import ComposableArchitecture
import Testing

@Reducer
struct Countdown {
  @ObservableState
  struct State: Equatable {
    var remaining = 3
    var isRunning = false
  }
  enum Action {
    case resetButtonTapped
    case startButtonTapped
    case tick
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.remaining = 3
        return .none
      case .startButtonTapped:
        state.isRunning = true
        return .run { send in
          for _ in 1...3 {
            try await Task.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.remaining -= 1
        return .none
      }
    }
  }
}

@MainActor
struct TimerTestsMainActor {
  @Test
  func resetKeepsTheCount() async {
    let store = TestStore(initialState: Countdown.State(remaining: 3)) {
      Countdown()
    }
    await store.send(.resetButtonTapped)
  }

  @Test
  func startLeavesTheTimerRunning() async {
    let store = TestStore(initialState: Countdown.State(remaining: 3)) {
      Countdown()
    }
    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
  }
}
