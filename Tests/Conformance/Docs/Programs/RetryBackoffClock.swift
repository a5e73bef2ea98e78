import Clocks
import Dependencies
import Foundation

struct FlakyError: Error {}

final class Uploader {
  @Dependency(\.continuousClock) var clock
  var attemptsBeforeSuccess: Int
  private(set) var attempts = 0

  init(failing times: Int) {
    attemptsBeforeSuccess = times
  }

  func upload() throws -> String {
    attempts += 1
    if attempts <= attemptsBeforeSuccess { throw FlakyError() }
    return "uploaded on attempt \(attempts)"
  }

  func uploadWithBackoff(maxAttempts: Int) async throws -> String {
    var delay = Duration.milliseconds(100)
    for attempt in 1...maxAttempts {
      do {
        return try upload()
      } catch {
        print("attempt \(attempt) failed, waiting \(delay)")
        guard attempt < maxAttempts else { throw error }
        try await clock.sleep(for: delay)
        delay *= 2
      }
    }
    fatalError("unreachable")
  }
}

let clock = ImmediateClock()
let start = clock.now

try await withDependencies {
  $0.continuousClock = clock
} operation: {
  let uploader = Uploader(failing: 3)
  print(try await uploader.uploadWithBackoff(maxAttempts: 5))
  print("waited", start.duration(to: clock.now))

  let hopeless = Uploader(failing: 10)
  do {
    _ = try await hopeless.uploadWithBackoff(maxAttempts: 3)
  } catch {
    print("gave up after \(hopeless.attempts) attempts: \(error)")
  }
  print("waited in total", start.duration(to: clock.now))
}
