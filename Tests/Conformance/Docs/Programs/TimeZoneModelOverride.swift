import Dependencies
import Foundation
import Observation

@Observable
final class MeetingClock {
  var label = ""

  @ObservationIgnored
  @Dependency(\.timeZone) var timeZone

  func describe() {
    let hours = timeZone.secondsFromGMT() / 3600
    label = "UTC\(hours >= 0 ? "+" : "")\(hours)"
  }
}

// Provision the model with an overridden time zone.
let london = withDependencies {
  $0.timeZone = TimeZone(secondsFromGMT: 0)!
} operation: {
  MeetingClock()
}
london.describe()
print(london.label)

let tokyo = withDependencies {
  $0.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
} operation: {
  MeetingClock()
}
tokyo.describe()
print(tokyo.label)
print(tokyo.timeZone.secondsFromGMT())
