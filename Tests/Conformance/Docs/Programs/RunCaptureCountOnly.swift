import ComposableArchitecture

@Reducer
struct Beacon {
  @ObservableState
  struct State: Equatable {
    var pings = 0
    var echoes: [Int] = []
  }
  enum Action {
    case pingTapped
    case echoed(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .pingTapped:
        state.pings += 1
        return .run { [pings = state.pings] send in
          try await Task.sleep(for: .milliseconds(10))
          await send(.echoed(pings * 10))
        }

      case let .echoed(value):
        state.echoes.append(value)
        return .none
      }
    }
  }
}

let store = Store(initialState: Beacon.State()) {
  Beacon()
}
await store.send(.pingTapped).finish()
await store.send(.pingTapped).finish()
print(store.pings, store.echoes)
