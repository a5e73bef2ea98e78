import Dependencies
import Foundation

struct Subscription {
  let startedAt: Date
  let days: Int

  var endsAt: Date {
    startedAt.addingTimeInterval(TimeInterval(days) * 86_400)
  }
}

struct SubscriptionChecker {
  @Dependency(\.date) var date

  func remainingDays(_ subscription: Subscription) -> Int {
    let seconds = subscription.endsAt.timeIntervalSince(date.now)
    return max(0, Int(seconds / 86_400))
  }

  func isActive(_ subscription: Subscription) -> Bool {
    date() < subscription.endsAt
  }
}

let subscription = Subscription(startedAt: Date(timeIntervalSince1970: 0), days: 30)
print(subscription.endsAt)

withDependencies {
  $0.date = .constant(Date(timeIntervalSince1970: 10 * 86_400))
} operation: {
  let checker = SubscriptionChecker()
  print(checker.remainingDays(subscription), checker.isActive(subscription))
}

withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 40 * 86_400)
} operation: {
  let checker = SubscriptionChecker()
  print(checker.remainingDays(subscription), checker.isActive(subscription))
}
