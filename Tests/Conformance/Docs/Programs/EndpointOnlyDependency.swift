import Dependencies
import Foundation
import Observation

struct ChimeClient {
  var ring: (_ tone: URL) async throws -> Void
  var mute: () async -> Void
}

extension ChimeClient: DependencyKey {
  static let liveValue = Self(
    ring: { tone in print("ringing", tone.lastPathComponent) },
    mute: { print("muted") }
  )
}

extension DependencyValues {
  var chime: ChimeClient {
    get { self[ChimeClient.self] }
    set { self[ChimeClient.self] = newValue }
  }
}

@Observable
final class DoorbellModel {
  @ObservationIgnored
  @Dependency(\.chime.ring) var ring

  var rings = 0

  func buttonPressed() async {
    rings += 1
    try? await ring(URL(string: "https://sounds.example.com/tones/bell.caf")!)
  }
}

let doorbell = DoorbellModel()
await doorbell.buttonPressed()

let quietDoorbell = withDependencies {
  $0.chime.ring = { tone in print("silently noted", tone.pathExtension) }
} operation: {
  DoorbellModel()
}
await quietDoorbell.buttonPressed()
await quietDoorbell.buttonPressed()
print(doorbell.rings, quietDoorbell.rings)
