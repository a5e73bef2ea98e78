import Dependencies
import Observation

@Observable
final class BrewTimerModel {
  var log: [String] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.suspendingClock) var suspendingClock

  func brew() async throws {
    log.append("steeping")
    try await clock.sleep(for: .seconds(240))
    log.append("steeped")
    try await suspendingClock.sleep(for: .seconds(60))
    log.append("cooled")
  }
}

let model = withDependencies {
  $0.continuousClock = ImmediateClock()
  $0.suspendingClock = ImmediateClock()
} operation: {
  BrewTimerModel()
}

try await model.brew()
print(model.log.joined(separator: " -> "))
