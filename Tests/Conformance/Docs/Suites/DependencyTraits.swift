import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Test hello"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

struct Stamp {
  @Dependency(\.greeting) var greeting
  @Dependency(\.date.now) var now

  var text: String { "\(greeting) at \(now.timeIntervalSince1970)" }
}

@Suite(.dependency(\.greeting, "Suite hello"))
struct DependencyTraits {
  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 10)))
  func suiteAndTestTraits() {
    #expect(Stamp().text == "Suite hello at 10.0")
  }

  @Test(.dependencies {
    $0.greeting = "Closure hello"
    $0.date.now = Date(timeIntervalSince1970: 20)
  })
  func dependenciesTrait() {
    #expect(Stamp().text == "Closure hello at 20.0")
  }
}
