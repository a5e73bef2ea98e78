import Dependencies

protocol Announcer: Sendable {
  func announce(_ text: String) async -> String
  func setVolume(_ level: Int) async -> String
}

struct LiveAnnouncer: Announcer {
  func announce(_ text: String) async -> String { "speaking: \(text)" }
  func setVolume(_ level: Int) async -> String { "volume set to \(level)" }
}

struct MockAnnouncer: Announcer {
  func announce(_ text: String) async -> String { "pretending to say: \(text)" }
  func setVolume(_ level: Int) async -> String { "pretend volume \(level)" }
}

struct SilentAnnouncer: Announcer {
  func announce(_ text: String) async -> String { "" }
  func setVolume(_ level: Int) async -> String { "" }
}

private enum AnnouncerKey: DependencyKey {
  static let liveValue: any Announcer = LiveAnnouncer()
  static let previewValue: any Announcer = MockAnnouncer()
  static let testValue: any Announcer = SilentAnnouncer()
}

extension DependencyValues {
  var announcer: any Announcer {
    get { self[AnnouncerKey.self] }
    set { self[AnnouncerKey.self] = newValue }
  }
}

struct Station {
  @Dependency(\.announcer) var announcer

  func departure(_ platform: Int) async -> [String] {
    [await announcer.setVolume(7), await announcer.announce("platform \(platform) is boarding")]
  }
}

print(await Station().departure(4))
let preview = withDependencies {
  $0.context = .preview
} operation: {
  Station()
}
print(await preview.departure(9))
