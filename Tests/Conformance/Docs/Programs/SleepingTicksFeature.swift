import ComposableArchitecture

@Reducer
struct Kiln {
  @ObservableState
  struct State: Equatable {
    var degrees = 20
  }
  enum Action {
    case heatTapped
    case tick
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .heatTapped:
        state.degrees = 0
        return .run { send in
          for _ in 1...4 {
            try await Task.sleep(for: .milliseconds(20))
            await send(.tick)
          }
        }

      case .tick:
        state.degrees += 25
        return .none
      }
    }
  }
}

let store = Store(initialState: Kiln.State()) {
  Kiln()
}
print(store.degrees)
await store.send(.heatTapped).finish()
print(store.degrees)
