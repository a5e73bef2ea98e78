import ComposableArchitecture
import Testing

@Reducer
struct Countdown {
  @ObservableState
  struct State: Equatable {
    var remaining = 3
  }
  enum Action {
    case startButtonTapped
    case tick
  }
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.remaining = 3
        return .run { send in
          for _ in 1...3 {
            try await self.clock.sleep(for: .seconds(1))
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
struct ImmediateClockTicks {
  @Test
  func countsDown() async {
    let store = TestStore(initialState: Countdown.State(remaining: 3)) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.startButtonTapped)
    await store.receive(\.tick) {
      $0.remaining = 2
    }
    await store.receive(\.tick) {
      $0.remaining = 1
    }
    await store.receive(\.tick) {
      $0.remaining = 0
    }
  }

  @Test
  func stopsListeningTooEarly() async {
    let store = TestStore(initialState: Countdown.State(remaining: 3)) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.startButtonTapped)
    await store.receive(\.tick) {
      $0.remaining = 2
    }
  }
}
