import Dependencies

struct ServerURLKey: DependencyKey {
  static let liveValue = "https://api.example.com"
  static let testValue = "http://localhost:8080"
  static let previewValue = "https://staging.example.com"
}

extension DependencyValues {
  var serverURL: String {
    get { self[ServerURLKey.self] }
    set { self[ServerURLKey.self] = newValue }
  }
}

func currentServer() -> String {
  @Dependency(\.serverURL) var serverURL
  return serverURL
}

print("live:", currentServer())
withDependencies {
  $0.context = .test
} operation: {
  print("test:", currentServer())
}
withDependencies {
  $0.context = .preview
} operation: {
  print("preview:", currentServer())
}
