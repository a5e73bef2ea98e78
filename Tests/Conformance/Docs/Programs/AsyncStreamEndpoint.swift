import Dependencies

struct BatteryClient {
  var levels: @Sendable () -> AsyncStream<Int>
}

extension BatteryClient: DependencyKey {
  static let liveValue = BatteryClient(
    levels: {
      AsyncStream { continuation in
        for level in [100, 80, 55] {
          continuation.yield(level)
        }
        continuation.finish()
      }
    }
  )
}

extension DependencyValues {
  var battery: BatteryClient {
    get { self[BatteryClient.self] }
    set { self[BatteryClient.self] = newValue }
  }
}

struct BatteryMonitor {
  @Dependency(\.battery) var battery

  func lowWarnings() async -> [String] {
    var warnings: [String] = []
    for await level in battery.levels() {
      if level < 60 {
        warnings.append("low: \(level)%")
      }
    }
    return warnings
  }
}

print(await BatteryMonitor().lowWarnings())
