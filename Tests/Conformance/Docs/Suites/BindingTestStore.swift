import ComposableArchitecture
import Testing

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var includeArchived = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@MainActor
@Suite
struct BindingTestStore {
  @Test
  func typingUpdatesTheQuery() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    }

    await store.send(\.binding.query, "swift") {
      $0.query = "swift"
    }
    await store.send(\.binding.includeArchived, true) {
      $0.includeArchived = true
    }
  }

  @Test
  func wrongExpectation() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    }

    await store.send(.binding(.set(\.query, "tca"))) {
      $0.query = "TCA"
    }
  }
}
