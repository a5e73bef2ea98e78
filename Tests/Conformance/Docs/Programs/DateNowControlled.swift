import Dependencies
import Foundation

struct Receipt {
  let total: Int
  let issuedAt: Date
}

struct Register {
  @Dependency(\.date.now) var now
  @Dependency(\.calendar) var calendar

  func checkout(total: Int) -> Receipt {
    Receipt(total: total, issuedAt: now)
  }

  func isSameDay(_ a: Receipt, _ b: Receipt) -> Bool {
    calendar.isDate(a.issuedAt, inSameDayAs: b.issuedAt)
  }
}

let first = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
  $0.calendar = Calendar(identifier: .gregorian)
} operation: {
  Register().checkout(total: 12)
}
let second = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 1_700_000_000 + 3600)
  $0.calendar = Calendar(identifier: .gregorian)
} operation: {
  Register().checkout(total: 30)
}
print(first.issuedAt)
print(second.issuedAt.timeIntervalSince(first.issuedAt))
print(first.total + second.total)
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let same = withDependencies {
  $0.calendar = calendar
} operation: {
  Register().isSameDay(first, second)
}
print(same)
