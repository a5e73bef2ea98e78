import ComposableArchitecture
import Foundation
import Testing

struct SessionResponse: Equatable, Sendable {
  var token: String
  var needsSecondFactor: Bool
}

enum SessionError: Equatable, LocalizedError, Sendable {
  case wrongPasscode
  case expiredToken

  var errorDescription: String? {
    switch self {
    case .wrongPasscode:
      return "That passcode is not right (try 2468)"
    case .expiredToken:
      return "Your session expired."
    }
  }
}

@DependencyClient
struct SessionClient: Sendable {
  var verify: @Sendable (_ passcode: String, _ token: String) async throws -> SessionResponse
}

extension SessionClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var sessionClient: SessionClient {
    get { self[SessionClient.self] }
    set { self[SessionClient.self] = newValue }
  }
}

@Reducer
struct Passcode: Sendable {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var passcode = ""
    var isFormValid = false
    var isVerifyRequestInFlight = false
    let token: String

    init(token: String) {
      self.token = token
    }
  }

  enum Action: Sendable, ViewAction {
    case alert(PresentationAction<Alert>)
    case verifyResponse(Result<SessionResponse, any Error>)
    case view(View)

    enum Alert: Equatable, Sendable {}

    @CasePathable
    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case submitButtonTapped
    }
  }

  @Dependency(\.sessionClient) var sessionClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .verifyResponse(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isVerifyRequestInFlight = false
        return .none

      case .verifyResponse(.success):
        state.isVerifyRequestInFlight = false
        return .none

      case .view(.binding):
        state.isFormValid = state.passcode.count >= 4
        return .none

      case .view(.submitButtonTapped):
        state.isVerifyRequestInFlight = true
        return .run { [passcode = state.passcode, token = state.token] send in
          await send(
            .verifyResponse(
              await Result {
                try await self.sessionClient.verify(passcode: passcode, token: token)
              }
            )
          )
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@MainActor
struct PasscodeTwoFactorTests {
  @Test
  func happyPath() async {
    let store = TestStore(initialState: Passcode.State(token: "cafe0123")) {
      Passcode()
    } withDependencies: {
      $0.sessionClient.verify = { @Sendable _, _ in
        SessionResponse(token: "cafe0123", needsSecondFactor: false)
      }
    }

    await store.send(\.view.binding.passcode, "2") {
      $0.passcode = "2"
    }
    await store.send(\.view.binding.passcode, "24") {
      $0.passcode = "24"
    }
    await store.send(\.view.binding.passcode, "246") {
      $0.passcode = "246"
    }
    await store.send(\.view.binding.passcode, "2468") {
      $0.passcode = "2468"
      $0.isFormValid = true
    }
    await store.send(\.view.submitButtonTapped) {
      $0.isVerifyRequestInFlight = true
    }
    await store.receive(\.verifyResponse.success) {
      $0.isVerifyRequestInFlight = false
    }
  }

  @Test
  func unhappyPath() async {
    let store = TestStore(initialState: Passcode.State(token: "cafe0123")) {
      Passcode()
    } withDependencies: {
      $0.sessionClient.verify = { @Sendable _, _ in
        throw SessionError.wrongPasscode
      }
    }

    await store.send(\.view.binding.passcode, "1357") {
      $0.passcode = "1357"
      $0.isFormValid = true
    }
    await store.send(\.view.submitButtonTapped) {
      $0.isVerifyRequestInFlight = true
    }
    await store.receive(\.verifyResponse.failure) {
      $0.alert = AlertState {
        TextState(SessionError.wrongPasscode.localizedDescription)
      }
      $0.isVerifyRequestInFlight = false
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test
  func forgetsTheFormIsValid() async {
    let store = TestStore(initialState: Passcode.State(token: "cafe0123")) {
      Passcode()
    }

    await store.send(\.view.binding.passcode, "9999") {
      $0.passcode = "9999"
    }
  }
}
