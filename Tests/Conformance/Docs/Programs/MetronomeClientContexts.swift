import Dependencies
import Foundation

struct MetronomeClient {
  var start: (_ beatsPerMinute: Int) async throws -> String
  var setVolume: (_ level: Double) async -> String
  var tap: () async -> Int
  var stop: () async -> Void
}

final class ClickEngine {
  let name: String
  init(name: String) { self.name = name }
}

extension MetronomeClient: DependencyKey {
  static var liveValue: Self {
    let engine = ClickEngine(name: "click-engine")
    return Self(
      start: { "\(engine.name) ticking at \($0) bpm" },
      setVolume: { "\(engine.name) volume \($0)" },
      tap: { 1 },
      stop: {}
    )
  }

  static let previewValue = Self(
    start: { "preview ticking at \($0) bpm" },
    setVolume: { "preview volume \($0)" },
    tap: { 0 },
    stop: {}
  )

  static let testValue = Self(
    start: unimplemented("MetronomeClient.start", placeholder: ""),
    setVolume: unimplemented("MetronomeClient.setVolume", placeholder: ""),
    tap: unimplemented("MetronomeClient.tap", placeholder: 0),
    stop: unimplemented("MetronomeClient.stop")
  )
}

extension DependencyValues {
  var metronome: MetronomeClient {
    get { self[MetronomeClient.self] }
    set { self[MetronomeClient.self] = newValue }
  }
}

struct PracticeSession {
  @Dependency(\.metronome) var metronome

  func begin() async throws {
    print(try await metronome.start(96))
    print(await metronome.setVolume(0.5))
    print("taps:", await metronome.tap())
    await metronome.stop()
  }
}

try await PracticeSession().begin()

try await withDependencies {
  $0.context = .preview
} operation: {
  try await PracticeSession().begin()
}
