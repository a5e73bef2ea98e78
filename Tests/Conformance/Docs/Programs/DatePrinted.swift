import Dependencies
import Foundation

let epoch = Date(timeIntervalSince1970: 0)
print(epoch)
print("interpolated: \(epoch)")
let later = epoch.addingTimeInterval(90)
print(later)
print(later.timeIntervalSince(epoch))
withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 86_400)
} operation: {
  @Dependency(\.date) var date
  print(date.now)
  print(date())
}
