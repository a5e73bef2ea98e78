import Dependencies
import DependenciesTestSupport
import Testing

struct Session: Equatable {
  var token: String
}

struct SignInClient {
  var signIn: @Sendable (_ email: String, _ password: String) async throws -> Session
}

extension SignInClient: DependencyKey {
  static let liveValue = SignInClient(signIn: { email, _ in Session(token: "live-\(email)") })
}

extension DependencyValues {
  var signInClient: SignInClient {
    get { self[SignInClient.self] }
    set { self[SignInClient.self] = newValue }
  }
}

struct WrongPassword: Error {}

final class SignInModel {
  var message = ""
  @Dependency(\.signInClient) var signInClient

  func submit(email: String, password: String) async {
    do {
      let session = try await signInClient.signIn(email, password)
      message = "signed in with \(session.token)"
    } catch {
      message = "sign in failed"
    }
  }
}

struct ThrowingEndpointTrait {
  @Test(.dependency(\.signInClient.signIn, { _, _ in throw WrongPassword() }))
  func rejectedSignIn() async {
    let model = SignInModel()
    await model.submit(email: "kai@example.com", password: "nope")
    #expect(model.message == "sign in failed")
  }

  @Test(.dependency(\.signInClient.signIn, { email, _ in Session(token: "t-\(email.count)") }))
  func acceptedSignIn() async {
    let model = SignInModel()
    await model.submit(email: "kai@example.com", password: "right")
    #expect(model.message == "signed in with t-15")
  }

  @Test(.dependency(\.signInClient.signIn, { _, _ in throw WrongPassword() }))
  func expectsSuccessOnPurpose() async {
    let model = SignInModel()
    await model.submit(email: "kai@example.com", password: "nope")
    #expect(model.message == "signed in with t-15")
  }
}
