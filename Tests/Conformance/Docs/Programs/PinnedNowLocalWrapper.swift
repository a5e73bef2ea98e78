import Dependencies
import Foundation

func stampNow() -> Double {
  @Dependency(\.date) var date
  let now = date.now
  return now.timeIntervalSinceReferenceDate
}

let pinned = withDependencies {
  $0.date.now = Date(timeIntervalSinceReferenceDate: 987_654_321)
} operation: {
  @Dependency(\.date.now) var now: Date
  return now.timeIntervalSinceReferenceDate
}
print(pinned)

let stamped = withDependencies {
  $0.date.now = Date(timeIntervalSinceReferenceDate: 600)
} operation: {
  stampNow()
}
print(stamped)
print(stampNow() > 700_000_000)
