import ComposableArchitecture
import Foundation

struct SessionGrant: Equatable, Sendable {
  var token: String
  var needsSecondStep: Bool
}

enum SignInError: Equatable, LocalizedError, Sendable {
  case wrongCredentials
  case wrongCode

  var errorDescription: String? {
    switch self {
    case .wrongCredentials:
      return "That email and password do not match."
    case .wrongCode:
      return "That code is not right (try 2468)."
    }
  }
}

@DependencyClient
struct SignInClient: Sendable {
  var signIn:
    @Sendable (_ email: String, _ password: String) async throws -> SessionGrant
  var confirm:
    @Sendable (_ code: String, _ token: String) async throws -> SessionGrant
}

extension SignInClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var signInClient: SignInClient {
    get { self[SignInClient.self] }
    set { self[SignInClient.self] = newValue }
  }
}

@Reducer
struct SecondStep: Sendable {
  @ObservableState
  struct State: Equatable {
    var code = ""
    let token: String
  }

  enum Action: Sendable {
    case codeChanged(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .codeChanged(let code):
        state.code = code
        return .none
      }
    }
  }
}

@Reducer
struct SignIn: Sendable {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var email = ""
    var canSubmit = false
    var isSigningIn = false
    var password = ""
    @Presents var secondStep: SecondStep.State?
  }

  enum Action: Sendable, ViewAction {
    case alert(PresentationAction<Alert>)
    case signInResponse(Result<SessionGrant, any Error>)
    case secondStep(PresentationAction<SecondStep.Action>)
    case view(View)

    enum Alert: Equatable, Sendable {}

    @CasePathable
    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case signInTapped
    }
  }

  @Dependency(\.signInClient) var signInClient

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .signInResponse(.success(let grant)):
        state.isSigningIn = false
        if grant.needsSecondStep {
          state.secondStep = SecondStep.State(token: grant.token)
        }
        return .none

      case .signInResponse(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isSigningIn = false
        return .none

      case .secondStep:
        return .none

      case .view(.binding):
        state.canSubmit = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .view(.signInTapped):
        state.isSigningIn = true
        return .run { [email = state.email, password = state.password] send in
          await send(
            .signInResponse(
              Result {
                try await self.signInClient.signIn(email: email, password: password)
              }
            )
          )
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$secondStep, action: \.secondStep) {
      SecondStep()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: SignIn.State()) {
    SignIn()
  } withDependencies: {
    $0.signInClient.signIn = { @Sendable email, password in
      guard password == "hunter2" else { throw SignInError.wrongCredentials }
      return SessionGrant(token: "tok-\(email.count)", needsSecondStep: true)
    }
  }

  store.send(.view(.binding(.set(\.email, "ada@example.org"))))
  print("can submit:", store.canSubmit)
  store.send(.view(.binding(.set(\.password, "letmein"))))
  print("can submit:", store.canSubmit)

  await store.send(.view(.signInTapped)).finish()
  print("signing in:", store.isSigningIn, "alert:", store.alert != nil)
  print("message:", SignInError.wrongCredentials.localizedDescription)
  store.send(.alert(.dismiss))

  store.send(.view(.binding(.set(\.password, "hunter2"))))
  store.send(.view(.signInTapped))
  while store.isSigningIn {
    await Task.yield()
  }
  print("second step token:", store.secondStep?.token ?? "none")
  store.send(.secondStep(.presented(.codeChanged("2468"))))
  print("code:", store.secondStep?.code ?? "none", "alert:", store.alert != nil)
}

await main()
