import ComposableArchitecture
import Testing

@Reducer
struct Journal {
  @ObservableState
  struct State: Equatable {
    var entries = 0
    var isPinned = false
    var title = ""
    var edits = 0
  }
  enum Action {
    case addEntryButtonTapped
    case pinToggled(Bool)
    case titleChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addEntryButtonTapped:
        let shared = self.recordEdit(state: &state)
        state.entries += 1
        return shared
      case let .pinToggled(isOn):
        state.isPinned = isOn
        return self.recordEdit(state: &state)
      case let .titleChanged(text):
        state.title = text
        return self.recordEdit(state: &state)
      }
    }
  }

  func recordEdit(state: inout State) -> Effect<Action> {
    state.edits += 1
    return .none
  }
}

@MainActor
struct SharedLogicTestStore {
  @Test
  func userScript() async {
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    }

    await store.send(.addEntryButtonTapped) {
      $0.entries = 1
      $0.edits = 1
    }
    await store.send(.pinToggled(true)) {
      $0.isPinned = true
      $0.edits = 2
    }
    await store.send(.titleChanged("Trip")) {
      $0.title = "Trip"
      $0.edits = 3
    }
  }

  @Test
  func forgetsTheSharedLogic() async {
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    }

    await store.send(.titleChanged("Garden")) {
      $0.title = "Garden"
    }
  }
}
