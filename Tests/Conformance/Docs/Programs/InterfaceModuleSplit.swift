import Dependencies

// Interface: what every feature module sees.
struct MetricsClient: TestDependencyKey {
  var record: @Sendable (_ event: String) -> Void

  static let testValue = Self(record: { event in print("test metrics:", event) })
}

extension DependencyValues {
  var metrics: MetricsClient {
    get { self[MetricsClient.self] }
    set { self[MetricsClient.self] = newValue }
  }
}

// Implementation: only the app target links it.
extension MetricsClient: DependencyKey {
  static let liveValue = Self(record: { event in print("live metrics:", event) })
}

struct CheckoutFlow {
  @Dependency(\.metrics) var metrics

  func purchase(_ item: String) {
    metrics.record("purchased \(item)")
  }
}

CheckoutFlow().purchase("lamp")

withDependencies {
  $0.context = .test
} operation: {
  CheckoutFlow().purchase("rug")
}

withDependencies {
  $0.context = .preview
} operation: {
  CheckoutFlow().purchase("vase")
}
