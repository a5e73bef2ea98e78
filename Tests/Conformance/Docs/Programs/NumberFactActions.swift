import ComposableArchitecture

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .numberFactButtonTapped:
        return .run { [count = state.count] send in
          await send(.numberFactResponse("\(count) is a fine number"))
        }

      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

let store = Store(initialState: Tally.State()) {
  Tally()
}
store.send(.incrementButtonTapped)
store.send(.incrementButtonTapped)
store.send(.decrementButtonTapped)
store.send(.incrementButtonTapped)
print(store.count)
await store.send(.numberFactButtonTapped).finish()
print(store.numberFact ?? "none")
store.send(.decrementButtonTapped)
print(store.count, store.numberFact ?? "none")
