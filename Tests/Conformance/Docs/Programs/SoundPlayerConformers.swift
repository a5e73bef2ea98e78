import Dependencies

protocol SoundPlayer: Sendable {
  func loop(track: String) async throws -> String
  func stop() async -> String
}

enum PlayerError: Error {
  case unavailable
}

struct LiveSoundPlayer: SoundPlayer {
  func loop(track: String) async throws -> String {
    "looping \(track) on the speakers"
  }
  func stop() async -> String {
    "speakers stopped"
  }
}

struct MockSoundPlayer: SoundPlayer {
  func loop(track: String) async throws -> String {
    "pretending to loop \(track)"
  }
  func stop() async -> String {
    "pretend stop"
  }
}

struct FailingSoundPlayer: SoundPlayer {
  func loop(track: String) async throws -> String {
    throw PlayerError.unavailable
  }
  func stop() async -> String {
    "nothing to stop"
  }
}

enum SoundPlayerKey: DependencyKey {
  static let liveValue: any SoundPlayer = LiveSoundPlayer()
}

extension DependencyValues {
  var soundPlayer: any SoundPlayer {
    get { self[SoundPlayerKey.self] }
    set { self[SoundPlayerKey.self] = newValue }
  }
}

struct Jukebox {
  @Dependency(\.soundPlayer) var player

  func play(_ track: String) async -> String {
    do {
      return try await player.loop(track: track)
    } catch {
      return "could not play \(track): \(error)"
    }
  }
}

print(await Jukebox().play("Intro"))
let players: [any SoundPlayer] = [MockSoundPlayer(), FailingSoundPlayer()]
for player in players {
  let jukebox = withDependencies {
    $0.soundPlayer = player
  } operation: {
    Jukebox()
  }
  print(await jukebox.play("Chorus"))
  print(await jukebox.player.stop())
}
