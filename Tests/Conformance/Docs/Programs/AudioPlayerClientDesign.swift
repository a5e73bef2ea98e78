import Dependencies
import Foundation

struct SoundClient {
  var loop: (_ url: URL) async throws -> Void
  var play: (_ url: URL) async throws -> Void
  var setVolume: (_ volume: Float) async -> Void
  var stop: () async -> Void
}

extension SoundClient {
  static var live: Self {
    let engine = SoundEngine()
    return Self(
      loop: { url in engine.record("looping \(url.lastPathComponent)") },
      play: { url in engine.record("playing \(url.lastPathComponent)") },
      setVolume: { volume in engine.record("volume \(volume)") },
      stop: { engine.record("stopped") }
    )
  }

  static let mock = Self(
    loop: { _ in },
    play: { _ in try await Task.sleep(for: .milliseconds(1)) },
    setVolume: { _ in },
    stop: {}
  )
}

final class SoundEngine: @unchecked Sendable {
  private(set) var events: [String] = []
  func record(_ event: String) {
    events.append(event)
    print("engine:", event)
  }
}

extension SoundClient: DependencyKey {
  static var liveValue: SoundClient { .live }
  static let previewValue = SoundClient.mock
}

extension DependencyValues {
  var soundClient: SoundClient {
    get { self[SoundClient.self] }
    set { self[SoundClient.self] = newValue }
  }
}

final class MeditationModel {
  @Dependency(\.soundClient) var soundClient

  func startSession() async throws {
    await soundClient.setVolume(0.5)
    try await soundClient.loop(URL(string: "https://example.com/sounds/rain.mp3")!)
  }

  func endSession() async {
    await soundClient.stop()
  }
}

let model = MeditationModel()
try await model.startSession()
await model.endSession()

var played: [String] = []
let recording = withDependencies {
  $0.soundClient = .mock
  $0.soundClient.play = { url in played.append(url.lastPathComponent) }
} operation: {
  MeditationModel()
}
try await recording.soundClient.play(URL(string: "https://example.com/bell.wav")!)
try await recording.startSession()
print("played:", played)
