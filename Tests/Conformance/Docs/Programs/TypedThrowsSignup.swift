import Dependencies

enum SignupError: Error, Equatable {
  case emailMissingAt
  case passwordTooShort(minimum: Int)
  case taken(String)
}

struct SignupClient {
  var isTaken: @Sendable (String) -> Bool
}

extension SignupClient: DependencyKey {
  static let liveValue = SignupClient(isTaken: { $0 == "root@example.com" })
}

extension DependencyValues {
  var signup: SignupClient {
    get { self[SignupClient.self] }
    set { self[SignupClient.self] = newValue }
  }
}

struct SignupValidator {
  @Dependency(\.signup) var signup

  func validate(email: String, password: String) throws(SignupError) -> String {
    guard email.contains("@") else { throw .emailMissingAt }
    guard password.count >= 8 else { throw .passwordTooShort(minimum: 8) }
    if signup.isTaken(email) { throw SignupError.taken(email) }
    return email.lowercased()
  }
}

let validator = SignupValidator()
let attempts = [
  ("Ada@Example.com", "correcthorse"),
  ("nobody", "longenough"),
  ("bob@example.com", "short"),
  ("root@example.com", "password1"),
]
for (email, password) in attempts {
  do {
    print("ok", try validator.validate(email: email, password: password))
  } catch {
    switch error {
    case .emailMissingAt:
      print("missing @")
    case .passwordTooShort(let minimum):
      print("password needs \(minimum) characters")
    case .taken(let email):
      print("\(email) is taken")
    }
  }
}

let result = Result { try validator.validate(email: "x@y.z", password: "12345678") }
print(result)
