import Dependencies
import Foundation

enum ServerURLKey: DependencyKey {
  static let liveValue = URL(string: "https://example.com")!
}

extension DependencyValues {
  var serverURL: URL {
    get { self[ServerURLKey.self] }
    set { self[ServerURLKey.self] = newValue }
  }
}

struct Endpoint {
  @Dependency(\.serverURL) var serverURL

  func url(path: String) -> URL {
    serverURL.appendingPathComponent(path)
  }
}

prepareDependencies {
  $0.serverURL = URL(string: "https://staging.example.com")!
}

print(Endpoint().url(path: "users").absoluteString)
