import Dependencies

struct StorageClient: Sendable {
  var load: @Sendable (String) throws -> String
  var save: @Sendable (String, String) throws -> Void
}

struct StorageError: Error {}

extension StorageClient {
  static let noop = StorageClient(
    load: { _ in "" },
    save: { _, _ in }
  )

  static func returning(_ value: String) -> StorageClient {
    StorageClient(
      load: { _ in value },
      save: { _, _ in }
    )
  }

  static var failing: StorageClient {
    StorageClient(
      load: { _ in throw StorageError() },
      save: { _, _ in throw StorageError() }
    )
  }
}

extension StorageClient: DependencyKey {
  static let liveValue = StorageClient.returning("live data")
}

extension DependencyValues {
  var storage: StorageClient {
    get { self[StorageClient.self] }
    set { self[StorageClient.self] = newValue }
  }
}

struct Settings {
  @Dependency(\.storage) var storage

  func read() -> String {
    (try? storage.load("settings")) ?? "default"
  }
}

print(Settings().read())
for client in [StorageClient.noop, .returning("mocked"), .failing] {
  let text = withDependencies {
    $0.storage = client
  } operation: {
    Settings().read()
  }
  print("[\(text)]")
}
