import Dependencies
import Foundation

// MARK: - AudioPlayerClient.swift (the interface module)

struct AudioPlayerClient: Sendable {
  var play: @Sendable (_ track: String) async throws -> Void
  var setVolume: @Sendable (_ level: Double) async -> Void
  var currentTrack: @Sendable () async -> String?
}

extension AudioPlayerClient: TestDependencyKey {
  static let previewValue = Self(
    play: { track in print("preview plays \(track)") },
    setVolume: { _ in },
    currentTrack: { "Preview Song" }
  )

  static let testValue = Self(
    play: unimplemented("AudioPlayerClient.play"),
    setVolume: unimplemented("AudioPlayerClient.setVolume"),
    currentTrack: unimplemented("AudioPlayerClient.currentTrack", placeholder: nil)
  )
}

extension DependencyValues {
  var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClient.self] }
    set { self[AudioPlayerClient.self] = newValue }
  }
}

// MARK: - LiveAudioPlayerClient.swift (the live module)

final class Speaker: @unchecked Sendable {
  let lock = NSLock()
  var track: String?
  var volume = 0.5

  func start(_ track: String) {
    lock.lock()
    defer { lock.unlock() }
    self.track = track
  }
}

extension AudioPlayerClient: DependencyKey {
  static var liveValue: Self {
    let speaker = Speaker()
    return Self(
      play: { track in
        speaker.start(track)
        print("playing \(track) at volume \(speaker.volume)")
      },
      setVolume: { level in speaker.volume = level },
      currentTrack: { speaker.track }
    )
  }
}

// MARK: - The feature

struct PlayerFeature {
  @Dependency(\.audioPlayer) var audioPlayer

  func playTapped(_ track: String) async {
    do {
      try await audioPlayer.play(track)
    } catch {
      print("could not play \(track)")
    }
    print("now playing:", await audioPlayer.currentTrack() ?? "nothing")
  }
}

let feature = PlayerFeature()
await feature.audioPlayer.setVolume(0.8)
await feature.playTapped("Morning Walk")

await withDependencies {
  $0.context = .preview
} operation: {
  await PlayerFeature().playTapped("Evening Run")
}
