import Dependencies

protocol AnalyticsClient: Sendable {
  func track(_ event: String) -> String
}

struct ConsoleAnalytics: AnalyticsClient {
  func track(_ event: String) -> String {
    "console: \(event)"
  }
}

struct SilentAnalytics: AnalyticsClient {
  func track(_ event: String) -> String {
    "silent"
  }
}

private enum AnalyticsKey: DependencyKey {
  static let liveValue: any AnalyticsClient = ConsoleAnalytics()
  static let testValue: any AnalyticsClient = SilentAnalytics()
}

extension DependencyValues {
  var analytics: any AnalyticsClient {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

struct Checkout {
  @Dependency(\.analytics) var analytics

  func buy() -> String {
    analytics.track("buy")
  }
}

print(Checkout().buy())
let silent = withDependencies {
  $0.analytics = SilentAnalytics()
} operation: {
  Checkout().buy()
}
print(silent)
