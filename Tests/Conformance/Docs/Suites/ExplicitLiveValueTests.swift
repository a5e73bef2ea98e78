import Dependencies
import Testing

struct GreetingClient {
  var greet: (String) -> String
}

extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient(greet: { "Hello, \($0)!" })
  static let testValue = GreetingClient(
    greet: unimplemented("GreetingClient.greet", placeholder: "")
  )
}

extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

final class WelcomeModel {
  @Dependency(\.greetingClient) var greetingClient

  func headline(for name: String) -> String {
    greetingClient.greet(name)
  }
}

struct ExplicitLiveValueTests {
  @Test
  func liveGreeting() async throws {
    let model = withDependencies {
      $0.greetingClient = .liveValue
    } operation: {
      WelcomeModel()
    }
    #expect(model.headline(for: "Ines") == "Hello, Ines!")
  }

  @Test
  func testValueIsUnimplemented() async throws {
    let model = WelcomeModel()
    #expect(model.headline(for: "Ines") == "")
  }
}
