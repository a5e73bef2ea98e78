import ComposableArchitecture

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

let store = Store(initialState: Screen.State()) {
  Screen()
}
store.send(\.row.tap)
store.send(\.row.tap)
print(store.row.taps)
store.send(\.row.reset)
print(store.row.taps)
