import ComposableArchitecture
import Testing

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable {
    var taps = 0
  }

  enum Action {
    case tap
    case reset
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.taps += 1
      case .reset:
        state.taps = 0
      }
      return .none
    }
  }
}

@Reducer
struct Screen {
  @ObservableState
  struct State: Equatable {
    var row = Row.State()
  }

  enum Action {
    case row(Row.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.row, action: \.row) {
      Row()
    }
  }
}

@MainActor
@Suite struct SendCaseKeyPath {
  @Test func sendThroughACaseKeyPath() async {
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    }
    await store.send(\.row.tap) {
      $0.row.taps = 1
    }
    await store.send(\.row.tap) {
      $0.row.taps = 2
    }
    await store.send(\.row.reset) {
      $0.row.taps = 0
    }
  }

  @Test func aMissedChangeFails() async {
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    }
    await store.send(\.row.tap)
  }
}
