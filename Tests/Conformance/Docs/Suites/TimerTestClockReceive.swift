import ComposableArchitecture
import Testing

@Reducer
struct TickTimer {
  @ObservableState
  struct State: Equatable {
    var seconds = 0
    var isTicking = false
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
        state.isTicking = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTapped:
        state.isTicking = false
        return .cancel(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

@MainActor
struct TimerTestClockReceive {
  @Test func ticksTwiceThenStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: TickTimer.State()) {
      TickTimer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped) { $0.isTicking = true }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.seconds = 1 }
    await store.receive(\.tick) { $0.seconds = 2 }
    await store.send(.stopTapped) { $0.isTicking = false }
  }

  @Test func forgetsToStop() async {
    let clock = TestClock()
    let store = TestStore(initialState: TickTimer.State()) {
      TickTimer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped) { $0.isTicking = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.seconds = 1 }
  }
}
