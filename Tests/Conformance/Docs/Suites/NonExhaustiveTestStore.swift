import ComposableArchitecture
import Testing

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var step = 1
    var name = ""
    var events: [String] = []
  }

  enum Action {
    case nameChanged(String)
    case continueTapped
    case analyticsLogged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .continueTapped:
        state.step += 1
        return .send(.analyticsLogged("step \(state.step)"))
      case let .analyticsLogged(event):
        state.events.append(event)
        return .none
      }
    }
  }
}

@MainActor
struct NonExhaustiveTestStore {
  @Test
  func onlyTheStep() async {
    let store = TestStore(initialState: Onboarding.State()) {
      Onboarding()
    }
    store.exhaustivity = .off

    await store.send(.nameChanged("Blob"))
    await store.send(.continueTapped) {
      $0.step = 2
    }
    #expect(store.state.name == "Blob")
    await store.skipReceivedActions()
    #expect(store.state.events == ["step 2"])
  }

  @Test
  func exhaustiveFailsOnUnasserted() async {
    let store = TestStore(initialState: Onboarding.State()) {
      Onboarding()
    }

    await store.send(.nameChanged("Blob"))
  }
}
