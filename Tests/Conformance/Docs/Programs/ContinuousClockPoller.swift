import Dependencies

struct Poller {
  @Dependency(\.continuousClock) var clock

  func poll(times: Int) async throws -> [Int] {
    var results: [Int] = []
    for attempt in 1...times {
      try await clock.sleep(for: .seconds(30))
      results.append(attempt * attempt)
    }
    return results
  }
}

let results = try await withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  try await Poller().poll(times: 4)
}
print(results)

let clock = ImmediateClock()
let start = clock.now
try await clock.sleep(for: .seconds(90))
try await clock.sleep(for: .milliseconds(250))
print(start.duration(to: clock.now))
