import Dependencies
import DependenciesTestSupport
import Testing

struct Backoff {
  @Dependency(\.continuousClock) var clock

  func retry(times: Int, operation: () throws -> Int) async throws -> Int {
    var attempt = 0
    while true {
      do {
        return try operation()
      } catch {
        attempt += 1
        if attempt >= times { throw error }
        try await clock.sleep(for: .seconds(attempt))
      }
    }
  }
}

struct Flaky: Error {}

@Suite(.dependencies { $0.continuousClock = ImmediateClock() })
struct SuiteTraitClockModel {
  @Test
  func succeedsOnTheThirdTry() async throws {
    var calls = 0
    let value = try await Backoff().retry(times: 5) {
      calls += 1
      if calls < 3 { throw Flaky() }
      return 99
    }
    #expect(value == 99)
    #expect(calls == 3)
  }

  @Test
  func givesUp() async {
    await #expect(throws: Flaky.self) {
      try await Backoff().retry(times: 2) { throw Flaky() }
    }
  }
}
