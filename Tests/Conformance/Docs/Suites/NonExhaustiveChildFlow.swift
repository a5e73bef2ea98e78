import ComposableArchitecture
import Testing

@Reducer
struct Login {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var attempts = 0
    var isLoggedIn = false
  }
  enum Action {
    case emailChanged(String)
    case submitTapped
    case loginResponse(Bool)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.email = email
        return .none
      case .submitTapped:
        state.attempts += 1
        let ok = state.email.contains("@")
        return .send(.loginResponse(ok))
      case let .loginResponse(ok):
        state.isLoggedIn = ok
        return .none
      }
    }
  }
}

@MainActor
struct NonExhaustiveChildFlow {
  @Test func nonExhaustive() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    }
    store.exhaustivity = .off
    await store.send(.emailChanged("blob@example.com"))
    await store.send(.submitTapped)
    await store.receive(\.loginResponse) {
      $0.isLoggedIn = true
    }
    #expect(store.state.attempts == 1)
  }

  @Test func exhaustiveMissesAttempts() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    }
    await store.send(.emailChanged("nobody")) {
      $0.email = "nobody"
    }
    await store.send(.submitTapped)
    await store.receive(\.loginResponse)
  }
}
