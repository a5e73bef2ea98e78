import ComposableArchitecture
import Testing

@Reducer
struct Stepper {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var message: String?
  }

  enum Action: Equatable {
    case incrementTapped
    case delayedTapped
    case delayed(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .delayedTapped:
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayed("count was \(count)"))
        }
      case let .delayed(message):
        state.message = message
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TestStoreSwiftTesting {
  @Test func incrementAndDelay() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stepper.State()) {
      Stepper()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementTapped) {
      $0.count = 1
    }
    await store.send(.delayedTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.delayed) {
      $0.message = "count was 1"
    }
  }

  @Test func aWrongStateChangeFails() async {
    let store = TestStore(initialState: Stepper.State()) {
      Stepper()
    }
    await store.send(.incrementTapped) {
      $0.count = 2
    }
  }
}
