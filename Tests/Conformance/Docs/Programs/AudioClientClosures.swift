import Dependencies
import Foundation

struct RadioClient {
  var tune: (_ station: URL) async throws -> Void
  var broadcast: (_ station: URL) async throws -> Void
  var setGain: (_ gain: Float) async -> Void
  var silence: () async -> Void
}

extension RadioClient: DependencyKey {
  static var liveValue: Self {
    let band = "FM"
    return Self(
      tune: { station in print("tuning \(band) to \(station.absoluteString)") },
      broadcast: { station in print("broadcasting on \(station.host ?? "?")") },
      setGain: { gain in print("gain \(gain)") },
      silence: { print("silence") }
    )
  }

  static let testValue = Self(
    tune: unimplemented("RadioClient.tune"),
    broadcast: unimplemented("RadioClient.broadcast"),
    setGain: unimplemented("RadioClient.setGain"),
    silence: unimplemented("RadioClient.silence")
  )
}

extension DependencyValues {
  var radio: RadioClient {
    get { self[RadioClient.self] }
    set { self[RadioClient.self] = newValue }
  }
}

func onAir() async throws {
  @Dependency(\.radio) var radio
  let station = URL(string: "https://radio.example.com/jazz")!
  try await radio.tune(station)
  await radio.setGain(0.75)
  try await radio.broadcast(station)
  await radio.silence()
}

try await onAir()
