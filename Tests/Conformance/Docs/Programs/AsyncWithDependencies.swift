import Dependencies
import Foundation

struct Greeter {
  @Dependency(\.date.now) var now
  @Dependency(\.continuousClock) var clock

  func greet(_ name: String) async throws -> String {
    try await clock.sleep(for: .seconds(1))
    return "Hello \(name), it is \(Int(now.timeIntervalSince1970))"
  }
}

let message = try await withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  $0.continuousClock = ImmediateClock()
} operation: {
  try await Greeter().greet("Blob")
}
print(message)
