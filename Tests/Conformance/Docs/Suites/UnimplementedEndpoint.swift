import ComposableArchitecture
import Testing

@DependencyClient
struct AuthClient {
  var login: @Sendable (_ email: String, _ password: String) async throws -> Bool
  var logout: @Sendable () async -> Void
}

extension AuthClient: TestDependencyKey {
  static let testValue = AuthClient()
}

extension DependencyValues {
  var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}

@Reducer
struct LoginFeature {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var isLoggedIn = false
  }

  enum Action {
    case loginTapped
    case loginResponse(Bool)
  }

  @Dependency(\.authClient) var authClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loginTapped:
        return .run { [email = state.email] send in
          let ok = try await authClient.login(email: email, password: "secret")
          await send(.loginResponse(ok))
        } catch: { _, send in
          await send(.loginResponse(false))
        }
      case let .loginResponse(ok):
        state.isLoggedIn = ok
        return .none
      }
    }
  }
}

@MainActor
struct UnimplementedEndpoint {
  @Test
  func loginOverridden() async {
    let store = TestStore(initialState: LoginFeature.State(email: "blob@example.com")) {
      LoginFeature()
    } withDependencies: {
      $0.authClient.login = { email, _ in email.hasSuffix("example.com") }
    }
    await store.send(.loginTapped)
    await store.receive(\.loginResponse) {
      $0.isLoggedIn = true
    }
  }

  @Test
  func loginNotOverridden() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    }
    await store.send(.loginTapped)
    await store.receive(\.loginResponse)
  }
}
