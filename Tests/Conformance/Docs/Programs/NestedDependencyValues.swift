import Dependencies
import Foundation

struct Settings {
  var volume: Int
  var isMuted: Bool
}

enum SettingsKey: DependencyKey {
  static let liveValue = Settings(volume: 5, isMuted: false)
}

extension DependencyValues {
  var settings: Settings {
    get { self[SettingsKey.self] }
    set { self[SettingsKey.self] = newValue }
  }
}

withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  $0.settings.volume = 11
} operation: {
  @Dependency(\.date.now) var now
  @Dependency(\.settings.volume) var volume
  @Dependency(\.settings) var settings
  print(now)
  print("volume:", volume)
  print("muted:", settings.isMuted)
}
