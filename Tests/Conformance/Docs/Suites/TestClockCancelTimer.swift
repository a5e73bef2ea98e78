import ComposableArchitecture
import Testing

@Reducer
struct Metronome {
  @ObservableState
  struct State: Equatable {
    var beats = 0
    var isPlaying = false
  }

  enum Action {
    case startTapped
    case stopTapped
    case beat
  }

  enum CancelID { case ticking }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.isPlaying = true
        return .run { send in
          for await _ in clock.timer(interval: .milliseconds(500)) {
            await send(.beat)
          }
        }
        .cancellable(id: CancelID.ticking)
      case .stopTapped:
        state.isPlaying = false
        return .cancel(id: CancelID.ticking)
      case .beat:
        state.beats += 1
        return .none
      }
    }
  }
}

@MainActor
struct TestClockCancelTimer {
  @Test
  func beatsUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Metronome.State()) {
      Metronome()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTapped) {
      $0.isPlaying = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.beat) {
      $0.beats = 1
    }
    await store.receive(\.beat) {
      $0.beats = 2
    }
    await store.send(.stopTapped) {
      $0.isPlaying = false
    }
    await store.finish()
  }

  @Test
  func forgetsToStop() async {
    let clock = TestClock()
    let store = TestStore(initialState: Metronome.State()) {
      Metronome()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTapped) {
      $0.isPlaying = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.beat) {
      $0.beats = 1
    }
  }
}
