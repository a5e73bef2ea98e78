import ComposableArchitecture
import Testing

@Reducer
struct Thermostat {
  @ObservableState
  struct State: Equatable {
    var target = 20
  }
  enum Action {
    case warmerTapped
    case coolerTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .warmerTapped:
        state.target += 1
        return .none
      case .coolerTapped:
        state.target -= 1
        return .none
      }
    }
  }
}

@MainActor
struct IncrementDecrementTests {
  @Test
  func warmerThenCooler() async {
    let store = TestStore(initialState: Thermostat.State()) {
      Thermostat()
    }
    // Tapping warmer then cooler returns to where it started.
    await store.send(.warmerTapped) {
      $0.target = 21
    }
    await store.send(.coolerTapped) {
      $0.target = 20
    }
  }

  @Test
  func coolerTwiceWrongOnPurpose() async {
    let store = TestStore(initialState: Thermostat.State(target: 18)) {
      Thermostat()
    }
    await store.send(.coolerTapped) {
      $0.target = 17
    }
    await store.send(.coolerTapped) {
      $0.target = 15
    }
  }
}
