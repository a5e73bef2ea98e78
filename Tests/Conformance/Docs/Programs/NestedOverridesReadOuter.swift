import Dependencies
import Foundation

enum APIBaseURLKey: DependencyKey {
  static let liveValue = URL(string: "https://api.example.com")!
}

enum PageSizeKey: DependencyKey {
  static let liveValue = 20
}

extension DependencyValues {
  var apiBaseURL: URL {
    get { self[APIBaseURLKey.self] }
    set { self[APIBaseURLKey.self] = newValue }
  }

  var pageSize: Int {
    get { self[PageSizeKey.self] }
    set { self[PageSizeKey.self] = newValue }
  }
}

func requestURL(path: String) -> String {
  @Dependency(\.apiBaseURL) var baseURL
  @Dependency(\.pageSize) var pageSize
  return baseURL.appendingPathComponent(path).absoluteString + "?limit=\(pageSize)"
}

print(requestURL(path: "users"))

withDependencies {
  $0.apiBaseURL = URL(string: "https://staging.example.com")!
} operation: {
  print(requestURL(path: "users"))

  withDependencies {
    $0.pageSize *= 5
    $0.apiBaseURL = $0.apiBaseURL.appendingPathComponent("v2")
  } operation: {
    print(requestURL(path: "posts"))
  }

  withDependencies {
    $0.pageSize = 1
  } operation: {
    print(requestURL(path: "users/42"))
  }
  print(requestURL(path: "done"))
}

print(requestURL(path: "users"))
