import ComposableArchitecture

@Reducer
struct Audit {
  @ObservableState
  struct State: Equatable {
    var value = 0
    var log: [String] = []
  }

  enum Action {
    case add(Int)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, action in
        switch action {
        case let .add(amount):
          state.value += amount
          return .none
        }
      }
      Reduce { state, action in
        state.log.append("value is \(state.value)")
        return .none
      }
    }
  }
}

let store = Store(initialState: Audit.State()) {
  Audit()
}
store.send(.add(2))
store.send(.add(5))
print(store.value)
print(store.log)
