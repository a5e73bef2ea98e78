import Dependencies
import DependenciesTestSupport
import Testing

struct SignInRejected: Error {}

struct Session: Equatable {
  var userID: Int
}

struct AuthClient {
  var signIn: (_ email: String, _ passcode: String) async throws -> Session
}

extension AuthClient: TestDependencyKey {
  static let testValue = AuthClient(signIn: { _, _ in Session(userID: 0) })
}

extension DependencyValues {
  var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}

final class SignInModel {
  @Dependency(\.authClient) var authClient
  var banner: String?
  var session: Session?

  func signInButtonTapped() async {
    do {
      session = try await authClient.signIn("kit@example.com", "2468")
      banner = nil
    } catch {
      banner = "Sign in failed, try again"
    }
  }
}

struct LoginRetryTrait {
  @Test(.dependency(\.authClient.signIn, { _, _ in throw SignInRejected() }))
  func retryAfterRejection() async {
    let model = SignInModel()
    await model.signInButtonTapped()
    #expect(model.banner == "Sign in failed, try again")

    await withDependencies {
      $0.authClient.signIn = { _, _ in Session(userID: 77) }
    } operation: {
      await model.signInButtonTapped()
      #expect(model.banner == nil)
      #expect(model.session == Session(userID: 77))
    }
  }

  @Test(.dependency(\.authClient.signIn, { _, _ in throw SignInRejected() }))
  func stillRejectedWithoutOverride() async {
    let model = SignInModel()
    await model.signInButtonTapped()
    await model.signInButtonTapped()
    #expect(model.session == Session(userID: 0))
  }
}
