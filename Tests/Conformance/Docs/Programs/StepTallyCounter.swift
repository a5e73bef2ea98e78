import ComposableArchitecture

@Reducer
struct StepTally {
  @ObservableState
  struct State: Equatable {
    var steps = 0
  }

  enum Action {
    case stepBackTapped
    case stepForwardTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .stepBackTapped:
        state.steps -= 1
        return .none
      case .stepForwardTapped:
        state.steps += 1
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: StepTally.State()) {
    StepTally()
  }
  store.send(.stepForwardTapped)
  store.send(.stepForwardTapped)
  store.send(.stepForwardTapped)
  store.send(.stepBackTapped)
  print("steps:", store.steps)
  print("state.steps:", store.state.steps, store.state == StepTally.State(steps: 2))
}

await main()
