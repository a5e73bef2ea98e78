import Dependencies
import Foundation
import Observation

@Observable
final class ShiftPlanner {
  var shifts: [Date] = []

  @ObservationIgnored
  @Dependency(\.calendar) var calendar

  func add(_ shift: Date) {
    shifts.append(shift)
  }

  func weekdays() -> [Int] {
    shifts.map { calendar.component(.weekday, from: $0) }
  }

  func sameDay() -> Bool {
    guard let first = shifts.first, let last = shifts.last else { return false }
    return calendar.isDate(first, inSameDayAs: last)
  }
}

// Provision the model with an overridden calendar.
let planner = withDependencies {
  $0.calendar = Calendar(identifier: .gregorian)
} operation: {
  ShiftPlanner()
}

// Noon on 4 January 1970, then two hours later, then a day later.
planner.add(Date(timeIntervalSince1970: 3 * 86_400 + 43_200))
planner.add(Date(timeIntervalSince1970: 3 * 86_400 + 50_400))
print(planner.weekdays())
print(planner.sameDay())
planner.add(Date(timeIntervalSince1970: 4 * 86_400 + 43_200))
print(planner.weekdays())
print(planner.sameDay())
print(planner.calendar.identifier == .gregorian)
