import ComposableArchitecture
import Testing

@Reducer
struct LiveScore {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action {
    case onAppear
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(5)) {
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
struct TestStoreTaskCancelTests {
  @Test
  func disappearingCancelsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: LiveScore.State()) {
      LiveScore()
    } withDependencies: {
      $0.continuousClock = clock
    }

    // Emulate the view appearing
    let onAppearTask = await store.send(.onAppear)

    await clock.advance(by: .seconds(5))
    await store.receive(\.tick) {
      $0.ticks = 1
    }
    await clock.advance(by: .seconds(5))
    await store.receive(\.tick) {
      $0.ticks = 2
    }

    // Emulate the view disappearing
    await onAppearTask.cancel()
  }

  @Test
  func neverDisappears() async {
    let clock = TestClock()
    let store = TestStore(initialState: LiveScore.State()) {
      LiveScore()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.onAppear)
    await clock.advance(by: .seconds(5))
    await store.receive(\.tick) {
      $0.ticks = 1
    }
  }
}
