import Dependencies
import Foundation
import Observation

struct GreetingClient {
  var fetchGreeting: @Sendable (String) async throws -> String
}

extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient { name in
    "Welcome back, \(name)!"
  }
}

extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

struct GreetingUnavailable: Error {}

@Observable
final class WelcomeModel {
  var message: String?
  let name: String

  @ObservationIgnored
  @Dependency(\.greetingClient) var greetingClient
  @ObservationIgnored
  @Dependency(\.continuousClock) var clock

  init(name: String) {
    self.name = name
  }

  func onAppear() async {
    do {
      try await clock.sleep(for: .milliseconds(10))
      message = try await greetingClient.fetchGreeting(name)
    } catch {
      message = "Failed: \(error)"
    }
  }
}

let live = WelcomeModel(name: "Ada")
print(live.message ?? "no message yet")
await live.onAppear()
print(live.message ?? "no message")

let failing = withDependencies {
  $0.continuousClock = .immediate
  $0.greetingClient.fetchGreeting = { _ in throw GreetingUnavailable() }
} operation: {
  WelcomeModel(name: "Grace")
}
await failing.onAppear()
print(failing.message ?? "no message")
