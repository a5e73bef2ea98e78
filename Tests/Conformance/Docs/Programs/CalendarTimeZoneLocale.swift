import Dependencies
import Foundation

struct Agenda {
  @Dependency(\.calendar) var calendar
  @Dependency(\.date.now) var now
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.locale) var locale

  func summary() -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour], from: now)
    return "\(parts.year!)-\(parts.month!)-\(parts.day!) at \(parts.hour!)h, \(timeZone.identifier), \(locale.identifier)"
  }
}

var gregorian = Calendar(identifier: .gregorian)
gregorian.timeZone = TimeZone(identifier: "UTC")!

let summary = withDependencies {
  $0.calendar = gregorian
  $0.date.now = Date(timeIntervalSince1970: 1_000_000_000)
  $0.timeZone = TimeZone(identifier: "UTC")!
  $0.locale = Locale(identifier: "en_US_POSIX")
} operation: {
  Agenda().summary()
}
print(summary)
