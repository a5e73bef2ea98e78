import ComposableArchitecture
import Testing

@Reducer
struct Tally {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case minusTapped
    case plusTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .minusTapped:
        state.count -= 1
        return .none

      case .plusTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
struct TallyStoreTests {
  @Test
  func plusThenMinus() async {
    let store = TestStore(
      // Given: a tally of 10
      initialState: Tally.State(count: 10),
    ) {
      Tally()
    }

    // When: plus is tapped, then minus
    await store.send(.plusTapped) {
      // Then: the count goes up, then back down
      $0.count = 11
    }
    await store.send(.minusTapped) {
      $0.count = 10
    }
  }

  @Test
  func assertsTheWrongCount() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    }
    await store.send(.plusTapped) {
      $0.count = 5
    }
  }
}
