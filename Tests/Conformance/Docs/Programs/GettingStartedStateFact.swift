import ComposableArchitecture

@Reducer
struct Trivia {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }
  enum Action {
    case incrementButtonTapped
    case factLoaded(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return .none
      case let .factLoaded(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

let store = Store(initialState: Trivia.State()) {
  Trivia()
}
print(store.count, store.numberFact ?? "no fact yet")
store.send(.incrementButtonTapped)
store.send(.factLoaded("1 is the first odd number"))
print(store.count, store.numberFact ?? "no fact yet")
print(Trivia.State() == Trivia.State(count: 0, numberFact: nil))
print(Trivia.State(count: 3) == Trivia.State(count: 3, numberFact: "three"))
