import Foundation

enum LoginError: Error, LocalizedError {
  case emptyPassword
  case locked(minutes: Int)

  var errorDescription: String? {
    switch self {
    case .emptyPassword:
      return "The password is empty."
    case let .locked(minutes):
      return "Try again in \(minutes) minutes."
    }
  }
}

struct ServerError: Error {
  let code: Int
}

func login(_ password: String, attempts: Int) throws -> String {
  guard !password.isEmpty else { throw LoginError.emptyPassword }
  if attempts > 3 {
    throw LoginError.locked(minutes: attempts * 5)
  }
  if password == "down" {
    throw ServerError(code: 503)
  }
  return "welcome"
}

let tries = [("secret", 1), ("", 1), ("secret", 4), ("down", 1)]
for (password, attempts) in tries {
  do {
    print(try login(password, attempts: attempts))
  } catch let error as LoginError {
    print("login error: \(error.localizedDescription)")
  } catch {
    print("other error: \(error)")
  }
}
