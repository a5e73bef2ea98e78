import Dependencies
import Foundation

struct InboxClient {
  var unreadCount: @Sendable () async throws -> Int
}

extension InboxClient: DependencyKey {
  static let liveValue = InboxClient(unreadCount: { 12 })
}

extension DependencyValues {
  var inboxClient: InboxClient {
    get { self[InboxClient.self] }
    set { self[InboxClient.self] = newValue }
  }
}

enum InboxAction {
  case refreshed(unread: Int)
  case nothingNew
}

// A helper shared by several features: its dependencies are declared right in the function.
func refreshInbox() async throws -> InboxAction {
  @Dependency(\.inboxClient) var inboxClient
  @Dependency(\.continuousClock) var clock

  try await clock.sleep(for: .seconds(2))
  let unread = try await inboxClient.unreadCount()
  return unread == 0 ? .nothingNew : .refreshed(unread: unread)
}

let first = try await withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  try await refreshInbox()
}
print(first)

let second = try await withDependencies {
  $0.continuousClock = ImmediateClock()
  $0.inboxClient.unreadCount = { 0 }
} operation: {
  try await refreshInbox()
}
print(second)
