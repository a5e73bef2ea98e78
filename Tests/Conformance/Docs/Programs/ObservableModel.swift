import Dependencies
import Foundation
import Observation

@Observable
final class FeatureModel {
  var count = 0
  var fact: String?

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func incrementButtonTapped() {
    count += 1
  }

  func factButtonTapped() async throws {
    try await clock.sleep(for: .seconds(1))
    fact = "\(count) is a number (\(uuid()))"
  }
}

let model = withDependencies {
  $0.continuousClock = ImmediateClock()
  $0.uuid = .incrementing
} operation: {
  FeatureModel()
}
model.incrementButtonTapped()
model.incrementButtonTapped()
try await model.factButtonTapped()
print(model.count)
print(model.fact ?? "no fact")
