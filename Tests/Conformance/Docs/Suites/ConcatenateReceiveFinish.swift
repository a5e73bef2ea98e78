import ComposableArchitecture
import Testing

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var page = 0
    var finished = false
  }

  enum Action {
    case startTapped
    case advance
    case complete
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.advance)
          },
          .send(.complete)
        )
      case .advance:
        state.page += 1
        return .none
      case .complete:
        state.finished = true
        return .none
      }
    }
  }
}

@MainActor
struct ConcatenateReceiveFinish {
  @Test
  func advancesThenCompletes() async {
    let store = TestStore(initialState: Onboarding.State()) {
      Onboarding()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.startTapped)
    await store.receive(\.advance) {
      $0.page = 1
    }
    await store.receive(\.complete) {
      $0.finished = true
    }
    await store.finish()
  }

  @Test
  func forgetsTheLastAction() async {
    let store = TestStore(initialState: Onboarding.State()) {
      Onboarding()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.startTapped)
    await store.receive(\.advance) {
      $0.page = 1
    }
  }
}
