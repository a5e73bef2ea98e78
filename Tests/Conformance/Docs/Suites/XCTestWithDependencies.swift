import Dependencies
import Foundation
import XCTest

struct GreetingClient {
  var greet: @Sendable (String) async -> String
}

extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient { name in "Hello, \(name)!" }
  static let testValue = GreetingClient { name in "Test \(name)" }
}

extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

@MainActor
final class GreetingModel {
  @Dependency(\.greetingClient) var greetingClient
  @Dependency(\.date.now) var now
  var messages: [String] = []

  func greet(_ name: String) async {
    let text = await greetingClient.greet(name)
    messages.append("\(text) @\(Int(now.timeIntervalSince1970))")
  }
}

final class XCTestWithDependencies: XCTestCase {
  @MainActor
  func testGreetWithOverrides() async {
    let model = withDependencies {
      $0.greetingClient.greet = { name in "Hi \(name)" }
      $0.date.now = Date(timeIntervalSince1970: 42)
    } operation: {
      GreetingModel()
    }
    await model.greet("Blob")
    XCTAssertEqual(model.messages, ["Hi Blob @42"])
  }

  @MainActor
  func testTestValue() async {
    let model = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1)
    } operation: {
      GreetingModel()
    }
    await model.greet("Blob")
    XCTAssertEqual(model.messages.first, "Test Blob @1")
    XCTAssertEqual(model.messages.count, 2)
  }
}
