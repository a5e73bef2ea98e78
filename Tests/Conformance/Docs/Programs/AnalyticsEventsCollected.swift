import Dependencies
import DependenciesMacros

@DependencyClient
struct AnalyticsClient {
  var track: @Sendable (_ event: String, _ properties: [String: String]) async -> Void
}

extension AnalyticsClient: DependencyKey {
  static let liveValue = AnalyticsClient(
    track: { event, _ in print("sending", event) }
  )
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}

struct CheckoutModel {
  @Dependency(\.analytics) var analytics

  func purchase(item: String) async {
    await analytics.track("purchase", ["item": item])
  }
}

let events = LockIsolated<[String]>([])
await withDependencies {
  $0.analytics.track = { event, properties in
    events.withValue { $0.append("\(event): \(properties["item"] ?? "?")") }
  }
} operation: {
  await CheckoutModel().purchase(item: "Socks")
  await CheckoutModel().purchase(item: "Hat")
}
print(events.value)
await CheckoutModel().purchase(item: "Scarf")
