import ComposableArchitecture
import Testing

@Reducer
struct SignIn {
  struct State: Equatable {
    var isLoading = false
    var username = "robin"
  }

  enum Action {
    case submitTapped
    case signInResponse(Result<String, any Error>)
    case delegate(Delegate)

    @CasePathable
    enum Delegate {
      case signedIn(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .submitTapped:
        state.isLoading = true
        let username = state.username
        return .run { send in
          await send(.signInResponse(.success("token-\(username)")))
        }

      case let .signInResponse(.success(token)):
        state.isLoading = false
        return .send(.delegate(.signedIn(token)))

      case .signInResponse(.failure):
        state.isLoading = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Home {
  enum Tab: Equatable {
    case welcome, activity, settings
  }

  struct State: Equatable {
    var signIn: SignIn.State? = SignIn.State()
    var selectedTab = Tab.welcome
    var token: String?
  }

  enum Action {
    case signIn(SignIn.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .signIn(.delegate(.signedIn(token))):
        state.token = token
        state.selectedTab = .activity
        return .none

      case .signIn:
        return .none
      }
    }
    .ifLet(\.signIn, action: \.signIn) {
      SignIn()
    }
  }
}

@MainActor
@Suite struct NonExhaustiveSignIn {
  @Test func assertsOnlyTheTab() async {
    let store = TestStore(initialState: Home.State()) {
      Home()
    }
    store.exhaustivity = .off

    await store.send(\.signIn.submitTapped)
    await store.receive(\.signIn.delegate.signedIn) {
      $0.selectedTab = .activity
    }
  }

  @Test func showsWhatItSkipped() async {
    let store = TestStore(initialState: Home.State()) {
      Home()
    }
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(\.signIn.submitTapped)
    await store.receive(\.signIn.delegate.signedIn) {
      $0.selectedTab = .activity
    }
  }
}
