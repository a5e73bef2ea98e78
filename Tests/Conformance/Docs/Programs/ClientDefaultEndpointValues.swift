import Dependencies
import DependenciesMacros

@DependencyClient
struct SettingsClient {
  var load: @Sendable (_ key: String) async throws -> String
  var isEnabled: @Sendable (_ flag: String) -> Bool = { _ in false }
  var retryLimit: @Sendable () -> Int = { 3 }
  var save: @Sendable (_ key: String, _ value: String) async throws -> Void
}

extension SettingsClient: TestDependencyKey {
  static let testValue = Self()
  static let previewValue = Self(
    load: { key in "preview value for \(key)" },
    isEnabled: { _ in true },
    retryLimit: { 1 },
    save: { _, _ in }
  )
}

extension SettingsClient: DependencyKey {
  static let liveValue = SettingsClient(
    load: { key in "live value for \(key)" },
    isEnabled: { flag in flag.hasPrefix("beta") },
    retryLimit: { 5 },
    save: { key, value in print("saved \(key) = \(value)") }
  )
}

extension DependencyValues {
  var settings: SettingsClient {
    get { self[SettingsClient.self] }
    set { self[SettingsClient.self] = newValue }
  }
}

struct SettingsReader {
  @Dependency(\.settings) var settings

  func summary(for key: String) async -> String {
    let value = (try? await settings.load(key: key)) ?? "none"
    let enabled = settings.isEnabled(flag: key)
    return "\(key): \(value), enabled \(enabled), retries \(settings.retryLimit())"
  }
}

let reader = SettingsReader()
print(await reader.summary(for: "beta-search"))
print(await reader.summary(for: "theme"))
try await reader.settings.save(key: "theme", value: "dark")

await withDependencies {
  $0.context = .preview
} operation: {
  print(await SettingsReader().summary(for: "theme"))
}

await withDependencies {
  $0.settings = SettingsClient()
  $0.settings.load = { key in "only load is set (\(key))" }
} operation: {
  let partial = SettingsReader()
  print(await partial.summary(for: "beta-search"))
  do {
    try await partial.settings.save(key: "theme", value: "light")
    print("saved")
  } catch {
    print("save failed")
  }
}
