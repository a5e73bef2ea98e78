import ComposableArchitecture
import Testing

@Reducer
struct StopwatchFeature {
  @ObservableState
  struct State: Equatable {
    var seconds = 0
    var isRunning = false
  }

  enum Action {
    case startTapped
    case stopTapped
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.isRunning = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTapped:
        state.isRunning = false
        return .cancel(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

@MainActor
struct SkipInFlightTimer {
  @Test
  func twoTicksThenSkip() async {
    let clock = TestClock()
    let store = TestStore(initialState: StopwatchFeature.State()) {
      StopwatchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.seconds = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.seconds = 2
    }
    await store.skipInFlightEffects()
  }

  @Test
  func stopCancelsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: StopwatchFeature.State()) {
      StopwatchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.seconds = 1
    }
    await store.send(.stopTapped) {
      $0.isRunning = false
    }
  }

  @Test
  func forgetsTheRunningTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: StopwatchFeature.State()) {
      StopwatchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTapped) {
      $0.isRunning = true
    }
  }
}
