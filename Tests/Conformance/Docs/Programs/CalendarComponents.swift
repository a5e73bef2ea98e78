import Dependencies
import Foundation

struct DayPlanner {
  @Dependency(\.calendar) var calendar
  @Dependency(\.date.now) var now

  func weekday() -> Int {
    calendar.component(.weekday, from: now)
  }

  func dayAfterTomorrow() -> Date {
    calendar.date(byAdding: .day, value: 2, to: now)!
  }

  func isWeekend() -> Bool {
    calendar.isDateInWeekend(now)
  }
}

var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(secondsFromGMT: 0)!

withDependencies {
  $0.calendar = utc
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
} operation: {
  let planner = DayPlanner()
  print("weekday:", planner.weekday())
  print("weekend:", planner.isWeekend())
  print("in two days:", planner.dayAfterTomorrow().timeIntervalSince1970)
}
