struct MetricsClient {
  var record: (String, [String: String]) async throws -> Void
}

import Dependencies
import Testing

extension MetricsClient: TestDependencyKey {
  static let testValue = Self(
    record: unimplemented("MetricsClient.record")
  )
}

extension DependencyValues {
  var metrics: MetricsClient {
    get { self[MetricsClient.self] }
    set { self[MetricsClient.self] = newValue }
  }
}

struct CheckoutModel {
  @Dependency(\.metrics) var metrics

  func purchase(item: String) async -> String {
    try? await metrics.record("purchase", ["item": item])
    return "bought \(item)"
  }
}

struct AnalyticsTrackUnimplemented {
  @Test func purchaseRecordsAnEvent() async {
    let events = LockIsolated<[String]>([])
    let receipt = await withDependencies {
      $0.metrics.record = { name, properties in
        events.withValue { $0.append("\(name): \(properties["item"] ?? "?")") }
      }
    } operation: {
      await CheckoutModel().purchase(item: "lamp")
    }
    #expect(receipt == "bought lamp")
    #expect(events.value == ["purchase: lamp"])
  }

  @Test func purchaseWithoutOverridingMetrics() async {
    let receipt = await CheckoutModel().purchase(item: "rug")
    #expect(receipt == "bought rug")
  }
}
