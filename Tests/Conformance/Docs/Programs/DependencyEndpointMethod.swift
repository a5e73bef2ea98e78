import Dependencies
import DependenciesMacros
import Foundation

@DependencyClient
struct NotificationsClient: Sendable {
  @DependencyEndpoint(method: "schedule")
  var scheduleNotification: @Sendable (_ title: String, _ after: Int) async throws -> String
  var pendingCount: @Sendable () async -> Int = { 0 }
}

extension NotificationsClient: DependencyKey {
  static let liveValue = NotificationsClient(
    scheduleNotification: { title, seconds in
      "scheduled '\(title)' in \(seconds)s"
    },
    pendingCount: { 3 }
  )
}

extension DependencyValues {
  var notifications: NotificationsClient {
    get { self[NotificationsClient.self] }
    set { self[NotificationsClient.self] = newValue }
  }
}

struct Reminders {
  @Dependency(\.notifications) var notifications

  func remind(_ title: String) async throws -> String {
    let receipt = try await notifications.schedule(title: title, after: 60)
    let pending = await notifications.pendingCount()
    return "\(receipt) (\(pending) pending)"
  }
}

print(try await Reminders().remind("Stand up"))

try await withDependencies {
  $0.notifications.scheduleNotification = { title, seconds in
    "pretend '\(title)' at +\(seconds)"
  }
  $0.notifications.pendingCount = { 0 }
} operation: {
  print(try await Reminders().remind("Drink water"))
}
