import ComposableArchitecture

@Reducer
struct Kitchen {
  @ObservableState
  struct State: Equatable {
    var ready: [String] = []
  }

  enum Action {
    case cookTapped
    case dishReady(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cookTapped:
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(3))
            await send(.dishReady("soup"))
          },
          .run { send in
            try await clock.sleep(for: .seconds(5))
            await send(.dishReady("bread"))
          }
        )
      case let .dishReady(dish):
        state.ready.append(dish)
        return .none
      }
    }
  }
}

let store = Store(initialState: Kitchen.State()) {
  Kitchen()
} withDependencies: {
  $0.continuousClock = ImmediateClock()
}
await store.send(.cookTapped).finish()
print(store.ready.sorted())
