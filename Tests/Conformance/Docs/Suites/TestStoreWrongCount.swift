import ComposableArchitecture
import Testing

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var total = 0
  }
  enum Action {
    case addTapped
    case removeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.total += 1
        return .none
      case .removeTapped:
        state.total -= 1
        return .none
      }
    }
  }
}

@MainActor
struct TestStoreWrongCount {
  @Test
  func addExpectedWrongly() async {
    let store = TestStore(initialState: Tally.State(total: 0)) {
      Tally()
    }
    await store.send(.addTapped) {
      $0.total = 999
    }
  }

  @Test
  func addThenRemove() async {
    let store = TestStore(initialState: Tally.State(total: 4)) {
      Tally()
    }
    await store.send(.addTapped) {
      $0.total = 5
    }
    await store.send(.removeTapped) {
      $0.total = 4
    }
  }
}
