import Foundation

extension DependencyValues {
  /// The notification center features post to and observe.
  ///
  /// Live, it is `NotificationCenter.default`. The test value is a new, empty center (one
  /// per cache lifetime), so a test's notifications reach only the observers that test added
  /// through this dependency.
  ///
  /// ```swift
  /// @Dependency(\.notificationCenter) var notificationCenter
  /// notificationCenter.post(name: .userDidLogIn, object: nil)
  /// ```
  public var notificationCenter: NotificationCenter {
    get { self[NotificationCenterKey.self].value }
    set { self[NotificationCenterKey.self] = UncheckedSendable(newValue) }
  }
}

// NB: `UncheckedSendable`: `NotificationCenter` is thread-safe, but not marked `Sendable` on
// every platform.
private enum NotificationCenterKey: DependencyKey {
  static let liveValue = UncheckedSendable(NotificationCenter.default)
  static var testValue: UncheckedSendable<NotificationCenter> {
    UncheckedSendable(NotificationCenter())
  }
}
