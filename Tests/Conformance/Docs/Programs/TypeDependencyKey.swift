import Dependencies

struct Settings: Sendable {
  var volume: Int
  var isMuted: Bool
}

extension Settings: DependencyKey {
  static let liveValue = Settings(volume: 5, isMuted: false)
  static let testValue = Settings(volume: 0, isMuted: true)
}

struct Player {
  @Dependency(Settings.self) var settings

  var status: String {
    settings.isMuted ? "muted" : "volume \(settings.volume)"
  }
}

print(Player().status)
let loud = withDependencies {
  $0[Settings.self].volume = 11
} operation: {
  Player()
}
print(loud.status)
