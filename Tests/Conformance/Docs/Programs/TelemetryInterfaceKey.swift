import Dependencies

struct TelemetryClient: TestDependencyKey {
  var record: (String) -> String
  var flush: () -> Int

  static let testValue = Self(
    record: { "recorded nothing for \($0)" },
    flush: { 0 }
  )
}

extension DependencyValues {
  var telemetry: TelemetryClient {
    get { self[TelemetryClient.self] }
    set { self[TelemetryClient.self] = newValue }
  }
}

struct CheckoutScreen {
  @Dependency(\.telemetry) var telemetry

  func purchase(_ item: String) {
    print(telemetry.record("purchase:\(item)"))
    print("flushed", telemetry.flush())
  }
}

withDependencies {
  $0.context = .test
} operation: {
  CheckoutScreen().purchase("lamp")
}

withDependencies {
  $0.context = .test
  $0.telemetry.flush = { 3 }
} operation: {
  CheckoutScreen().purchase("rug")
}
