import Dependencies

final class Countdown {
  @Dependency(\.continuousClock) var clock
  var ticks: [Int] = []

  func start(from value: Int) async throws {
    for remaining in stride(from: value, through: 1, by: -1) {
      try await clock.sleep(for: .seconds(1))
      ticks.append(remaining)
    }
  }
}

let countdown = withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  Countdown()
}
try await countdown.start(from: 3)
print(countdown.ticks)
