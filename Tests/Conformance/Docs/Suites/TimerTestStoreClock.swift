import ComposableArchitecture
import Testing

@Reducer
struct Countdown {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
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
        state.ticks = 0
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

@MainActor
struct TimerTestStoreClock {
  @Test
  func basics() async {
    let clock = TestClock()
    let store = TestStore(initialState: Countdown.State(ticks: 0)) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.ticks = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.ticks = 2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.ticks = 3
    }
  }

  @Test
  func immediateClock() async {
    let store = TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.startButtonTapped)
    await store.receive(\.tick) { $0.ticks = 1 }
    await store.receive(\.tick) { $0.ticks = 2 }
    await store.receive(\.tick) { $0.ticks = 3 }
  }

  @Test
  func wrongCountFailsOnPurpose() async {
    let store = TestStore(initialState: Countdown.State(ticks: 5)) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.startButtonTapped) {
      $0.ticks = 0
    }
    await store.receive(\.tick) { $0.ticks = 2 }
    await store.receive(\.tick) { $0.ticks = 2 }
    await store.receive(\.tick) { $0.ticks = 3 }
  }

  @Test
  func nonExhaustive() async {
    let store = TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off

    await store.send(.startButtonTapped)
    await store.receive(\.tick)
    await store.receive(\.tick)
    await store.receive(\.tick) {
      $0.ticks = 3
    }
  }
}
