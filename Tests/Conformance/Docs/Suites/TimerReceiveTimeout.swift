import ComposableArchitecture
import Testing

@Reducer
struct Metronome {
  @ObservableState
  struct State: Equatable {
    var beats = 0
  }
  enum Action {
    case startButtonTapped
    case beat
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.beats = 0
        return .run { send in
          for _ in 1...3 {
            try await Task.sleep(for: .milliseconds(300))
            await send(.beat)
          }
        }
      case .beat:
        state.beats += 1
        return .none
      }
    }
  }
}

@MainActor
struct TimerReceiveTimeout {
  @Test
  func threeBeats() async {
    let store = TestStore(initialState: Metronome.State(beats: 0)) {
      Metronome()
    }
    await store.send(.startButtonTapped)
    await store.receive(\.beat, timeout: .seconds(2)) {
      $0.beats = 1
    }
    await store.receive(\.beat, timeout: .seconds(2)) {
      $0.beats = 2
    }
    await store.receive(\.beat, timeout: .seconds(2)) {
      $0.beats = 3
    }
  }

  @Test
  func defaultTimeoutIsTooShort() async {
    let store = TestStore(initialState: Metronome.State(beats: 0)) {
      Metronome()
    }
    await store.send(.startButtonTapped)
    await store.receive(\.beat) {
      $0.beats = 1
    }
    await store.skipReceivedActions()
  }
}
