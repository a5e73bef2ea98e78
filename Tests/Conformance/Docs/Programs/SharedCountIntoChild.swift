import ComposableArchitecture

@Reducer
struct StepCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var steps: Int
  }
  enum Action {
    case stepTaken
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .stepTaken:
        state.$steps.withLock { $0 += 100 }
        return .none
      }
    }
  }
}

@Reducer
struct Fitness {
  @ObservableState
  struct State: Equatable {
    @Shared var steps: Int
    @Presents var counter: StepCounter.State?
  }
  enum Action {
    case presentButtonTapped
    case counter(PresentationAction<StepCounter.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentButtonTapped:
        state.counter = StepCounter.State(steps: state.$steps)
        return .none
      case .counter:
        return .none
      }
    }
    .ifLet(\.$counter, action: \.counter) {
      StepCounter()
    }
  }
}

let store = Store(initialState: Fitness.State(steps: Shared(value: 2_000))) {
  Fitness()
}
store.send(.presentButtonTapped)
store.send(.counter(.presented(.stepTaken)))
store.send(.counter(.presented(.stepTaken)))
print(store.steps, store.counter?.steps ?? 0)
store.send(.counter(.dismiss))
print(store.steps, store.counter == nil)
