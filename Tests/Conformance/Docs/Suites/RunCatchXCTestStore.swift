import ComposableArchitecture
import XCTest

struct LoginError: Error, Equatable {
  var reason: String
}

struct AuthClient {
  var logIn: @Sendable (_ email: String, _ password: String) async throws -> String
}

extension AuthClient: TestDependencyKey {
  static let testValue = AuthClient(logIn: unimplemented("AuthClient.logIn"))
}

extension DependencyValues {
  var auth: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}

@Reducer
struct LoginFeature {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var password = ""
    var isLoggingIn = false
    var token: String?
    var error: String?
  }

  enum Action: Equatable {
    case emailChanged(String)
    case passwordChanged(String)
    case logInTapped
    case loggedIn(String)
    case failed(String)
  }

  @Dependency(\.auth) var auth

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.email = email
        return .none
      case let .passwordChanged(password):
        state.password = password
        return .none
      case .logInTapped:
        state.isLoggingIn = true
        state.error = nil
        return .run { [email = state.email, password = state.password] send in
          await send(.loggedIn(try await auth.logIn(email, password)))
        } catch: { error, send in
          await send(.failed((error as? LoginError)?.reason ?? "unknown error"))
        }
      case let .loggedIn(token):
        state.isLoggingIn = false
        state.token = token
        return .none
      case let .failed(reason):
        state.isLoggingIn = false
        state.error = reason
        return .none
      }
    }
  }
}

@MainActor
final class RunCatchXCTestStoreTests: XCTestCase {
  func testSuccessfulLogin() async {
    let store = TestStore(initialState: LoginFeature.State(email: "a@b.co", password: "hunter2")) {
      LoginFeature()
    } withDependencies: {
      $0.auth.logIn = { email, _ in "token-for-\(email)" }
    }

    await store.send(.logInTapped) {
      $0.isLoggingIn = true
    }
    await store.receive(.loggedIn("token-for-a@b.co")) {
      $0.isLoggingIn = false
      $0.token = "token-for-a@b.co"
    }
  }

  func testWrongPasswordSendsFailure() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.auth.logIn = { _, _ in throw LoginError(reason: "wrong password") }
    }

    await store.send(.passwordChanged("nope")) {
      $0.password = "nope"
    }
    await store.send(.logInTapped) {
      $0.isLoggingIn = true
    }
    await store.receive(.failed("wrong password")) {
      $0.isLoggingIn = false
      $0.error = "wrong password"
    }
  }

  func testForgetsToStubTheClient() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    }

    await store.send(.logInTapped) {
      $0.isLoggingIn = true
    }
    await store.receive(.failed("unknown error")) {
      $0.isLoggingIn = false
      $0.error = "unknown error"
    }
  }
}
