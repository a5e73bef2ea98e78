import ComposableArchitecture
import Testing

@Reducer
struct Stopwatch {
  @ObservableState
  struct State: Equatable {
    var isRunning = false
    var ticks = 0
  }

  enum Action {
    case onDisappear
    case ticked
    case startStopTapped
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case stopwatch }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onDisappear:
        return .cancel(id: CancelID.stopwatch)

      case .ticked:
        state.ticks += 1
        return .none

      case .startStopTapped:
        state.isRunning.toggle()
        return .run { [isRunning = state.isRunning] send in
          guard isRunning else { return }
          for await _ in self.clock.timer(interval: .milliseconds(500)) {
            await send(.ticked)
          }
        }
        .cancellable(id: CancelID.stopwatch, cancelInFlight: true)
      }
    }
  }
}

@MainActor
struct StopwatchTimerTests {
  @Test
  func ticksWhileRunning() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.ticked) {
      $0.ticks = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.ticked) {
      $0.ticks = 2
    }
    await store.receive(\.ticked) {
      $0.ticks = 3
    }
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
  }

  @Test
  func disappearingStopsTheTimer() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.ticked) {
      $0.ticks = 1
    }
    await store.send(.onDisappear)
    await clock.advance(by: .seconds(5))
  }

  @Test
  func leavesTheTimerRunning() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.ticked) {
      $0.ticks = 2
    }
    await store.send(.onDisappear)
  }
}
