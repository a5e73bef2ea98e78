import Dependencies
import Foundation

struct Settings: Codable, Equatable {
  var theme: String
  var fontSize: Int
  var tags: [String]
}

struct StorageClient {
  var save: @Sendable (Data) throws -> Void
  var load: @Sendable () throws -> Data
}

extension StorageClient: TestDependencyKey {
  static let testValue = StorageClient(
    save: { _ in },
    load: { Data() }
  )
}

extension DependencyValues {
  var storage: StorageClient {
    get { self[StorageClient.self] }
    set { self[StorageClient.self] = newValue }
  }
}

struct SettingsModel {
  @Dependency(\.storage) var storage

  func persist(_ settings: Settings) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try storage.save(try encoder.encode(settings))
  }

  func restore() throws -> Settings {
    try JSONDecoder().decode(Settings.self, from: try storage.load())
  }
}

let saved = LockIsolated(Data())
try withDependencies {
  $0.storage.save = { data in saved.setValue(data) }
  $0.storage.load = { saved.value }
} operation: {
  let model = SettingsModel()
  try model.persist(Settings(theme: "dark", fontSize: 14, tags: ["a", "b"]))
  print(String(decoding: saved.value, as: UTF8.self))
  let restored = try model.restore()
  print(restored.theme, restored.fontSize, restored == Settings(theme: "dark", fontSize: 14, tags: ["a", "b"]))
}

do {
  _ = try JSONDecoder().decode(Settings.self, from: Data("{}".utf8))
} catch is DecodingError {
  print("decoding failed")
}
