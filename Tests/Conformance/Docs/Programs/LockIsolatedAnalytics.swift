import Dependencies
import Foundation

struct AnalyticsClient: Sendable {
  var track: @Sendable (_ event: String, _ properties: [String: String]) async -> Void
}

extension AnalyticsClient: DependencyKey {
  static let liveValue = AnalyticsClient { event, _ in
    print("sending \(event) to the server")
  }
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}

struct CheckoutModel {
  @Dependency(\.analytics) var analytics

  func purchase(items: [String]) async {
    await analytics.track("checkout_started", ["count": "\(items.count)"])
    for item in items {
      await analytics.track("item_purchased", ["item": item])
    }
    await analytics.track("checkout_finished", [:])
  }
}

await CheckoutModel().purchase(items: ["book"])

let events = LockIsolated<[String]>([])
let counter = LockIsolated(0)
await withDependencies {
  $0.analytics.track = { event, properties in
    counter.withValue { $0 += 1 }
    let details = properties.keys.sorted().map { "\($0)=\(properties[$0]!)" }
    events.withValue { $0.append(([event] + details).joined(separator: " ")) }
  }
} operation: {
  await CheckoutModel().purchase(items: ["pen", "ink"])
}

print("tracked \(counter.value) events")
for line in events.value {
  print(" -", line)
}
events.setValue([])
print("after reset:", events.value.isEmpty)
