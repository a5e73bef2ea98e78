import Dependencies
import XCTest

struct GreetingKey: DependencyKey {
  static let liveValue = "live hello"
  static let testValue = "test hello"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

final class LiveDependenciesXCTest: XCTestCase {
  func testDefaultsToTestValues() {
    @Dependency(\.greeting) var greeting
    XCTAssertEqual(greeting, "test hello")
  }

  func testLiveDependencies() {
    withDependencies { $0 = .live } operation: {
      @Dependency(\.greeting) var greeting
      @Dependency(\.context) var context
      XCTAssertEqual(greeting, "live hello")
      XCTAssertEqual(context, .live)
    }
  }

  func testLiveThenOverridden() {
    withDependencies {
      $0 = .live
      $0.greeting = "custom hello"
    } operation: {
      @Dependency(\.greeting) var greeting
      XCTAssertEqual(greeting, "live hello")
    }
  }
}
