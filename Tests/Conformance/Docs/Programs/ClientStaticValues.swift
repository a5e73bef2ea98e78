import Dependencies
import Foundation

struct SpeakerClient {
  var announce: (_ message: String) async throws -> Void
  var setPitch: (_ pitch: Double) async -> Void
  var silence: () async -> Void
}

extension SpeakerClient {
  static var live: Self {
    let prefix = "[speaker]"
    return Self(
      announce: { message in print(prefix, message) },
      setPitch: { pitch in print(prefix, "pitch", pitch) },
      silence: { print(prefix, "silence") }
    )
  }

  static let mock = Self(
    announce: { message in print("mock announce:", message) },
    setPitch: { _ in },
    silence: {}
  )

  static let unimplemented = Self(
    announce: { _ in reportIssue("SpeakerClient.announce is unimplemented") },
    setPitch: { _ in reportIssue("SpeakerClient.setPitch is unimplemented") },
    silence: { reportIssue("SpeakerClient.silence is unimplemented") }
  )
}

extension SpeakerClient: DependencyKey {
  static var liveValue: Self { .live }
  static let testValue = SpeakerClient.unimplemented
}

extension DependencyValues {
  var speaker: SpeakerClient {
    get { self[SpeakerClient.self] }
    set { self[SpeakerClient.self] = newValue }
  }
}

func runPlatformAnnouncements() async throws {
  @Dependency(\.speaker) var speaker
  try await speaker.announce("doors closing")
  await speaker.setPitch(1.5)
  await speaker.silence()
}

try await runPlatformAnnouncements()

try await withDependencies {
  $0.speaker = .mock
} operation: {
  @Dependency(\.speaker) var speaker
  try await speaker.announce("next stop: harbour")
  await speaker.silence()
}
