import ComposableArchitecture

@Reducer
struct Launch {
  @ObservableState
  struct State: Equatable {
    var steps: [String] = []
  }

  enum Action {
    case launchTapped
    case step(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .launchTapped:
        return .concatenate(
          .send(.step("fuel")),
          .merge(
            .send(.step("checklist")),
            .send(.step("weather"))
          ),
          .send(.step("liftoff"))
        )
      case let .step(name):
        state.steps.append(name)
        return .none
      }
    }
  }
}

let store = Store(initialState: Launch.State()) {
  Launch()
}
await store.send(.launchTapped).finish()
print(store.steps)
