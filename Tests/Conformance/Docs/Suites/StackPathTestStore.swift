import ComposableArchitecture
import Testing

@Reducer
struct LapCounterFeature {
  @ObservableState
  struct State: Equatable {
    var laps = 0
  }

  enum Action {
    case lapButtonTapped
    case undoButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .undoButtonTapped:
        state.laps -= 1
        return .none

      case .lapButtonTapped:
        state.laps += 1
        return state.laps >= 3
          ? .run { _ in await self.dismiss() }
          : .none
      }
    }
  }
}

@Reducer
struct TrackFeature {
  @Reducer
  enum Path {
    case lapCounter(LapCounterFeature)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var finishedRuns = 0
  }

  enum Action {
    case path(StackActionOf<Path>)
    case startRunTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.popFrom):
        state.finishedRuns += 1
        return .none

      case .path:
        return .none

      case .startRunTapped:
        state.path.append(.lapCounter(LapCounterFeature.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension TrackFeature.Path.State: Equatable {}

@MainActor
struct StackPathTestStore {
  @Test
  func pushAndCount() async {
    let store = TestStore(initialState: TrackFeature.State()) {
      TrackFeature()
    }

    await store.send(.startRunTapped) {
      $0.path[id: 0] = .lapCounter(LapCounterFeature.State())
    }
    await store.send(\.path[id: 0].lapCounter.lapButtonTapped) {
      $0.path[id: 0, case: \.lapCounter]?.laps = 1
    }
  }

  @Test
  func dismissesAfterThirdLap() async {
    let store = TestStore(
      initialState: TrackFeature.State(
        path: StackState([.lapCounter(LapCounterFeature.State(laps: 1))])
      )
    ) {
      TrackFeature()
    }

    await store.send(\.path[id: 0].lapCounter.lapButtonTapped) {
      $0.path[id: 0, case: \.lapCounter]?.laps = 2
    }
    await store.send(\.path[id: 0].lapCounter.lapButtonTapped) {
      $0.path[id: 0, case: \.lapCounter]?.laps = 3
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
      $0.finishedRuns = 1
    }
  }

  @Test
  func nonExhaustiveDismissal() async {
    let store = TestStore(
      initialState: TrackFeature.State(
        path: StackState([.lapCounter(LapCounterFeature.State(laps: 1))])
      )
    ) {
      TrackFeature()
    }
    store.exhaustivity = .off

    await store.send(\.path[id: 0].lapCounter.lapButtonTapped)
    await store.send(\.path[id: 0].lapCounter.lapButtonTapped)
    await store.receive(\.path.popFrom)
    #expect(store.state.path.isEmpty)
  }

  @Test
  func wrongLapCountFailsOnPurpose() async {
    let store = TestStore(initialState: TrackFeature.State()) {
      TrackFeature()
    }

    await store.send(.startRunTapped) {
      $0.path[id: 0] = .lapCounter(LapCounterFeature.State())
    }
    await store.send(\.path[id: 0].lapCounter.undoButtonTapped) {
      $0.path[id: 0, case: \.lapCounter]?.laps = 1
    }
  }
}
