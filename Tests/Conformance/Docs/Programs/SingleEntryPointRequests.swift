import Dependencies
import Foundation

struct Request {
  var path: String
  var userID: Int
}

struct Response: CustomStringConvertible {
  var status: Int
  var body: String
  var description: String { "\(status) \(body)" }
}

enum RequestIDKey: DependencyKey {
  static let liveValue = "none"
}

extension DependencyValues {
  var requestID: String {
    get { self[RequestIDKey.self] }
    set { self[RequestIDKey.self] = newValue }
  }
}

struct ProfileHandler {
  @Dependency(\.requestID) var requestID

  func respond(to request: Request) -> Response {
    Response(status: 200, body: "[\(requestID)] profile of user \(request.userID)")
  }
}

func handle(_ request: Request, number: Int) -> Response {
  withDependencies {
    $0.requestID = "req-\(number)"
  } operation: {
    ProfileHandler().respond(to: request)
  }
}

let requests = [
  Request(path: "/profile", userID: 3),
  Request(path: "/profile", userID: 8),
]
for (number, request) in requests.enumerated() {
  print(handle(request, number: number + 1))
}
print(ProfileHandler().requestID)
