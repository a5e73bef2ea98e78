import Dependencies
import XCTest

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
  static let testValue = "Test hello"
}

enum ScoreKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 0
}

enum NicknameKey: DependencyKey {
  static let liveValue: String? = "Blob"
  static let testValue: String? = nil
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
  var score: Int {
    get { self[ScoreKey.self] }
    set { self[ScoreKey.self] = newValue }
  }
  var nickname: String? {
    get { self[NicknameKey.self] }
    set { self[NicknameKey.self] = newValue }
  }
}

@MainActor
final class XCTestAssertions: XCTestCase {
  func testValuesAndOverrides() async {
    @Dependency(\.greeting) var greeting
    @Dependency(\.score) var score
    XCTAssertEqual(greeting, "Test hello")
    XCTAssertTrue(score == 0)
    XCTAssertFalse(score == 1)
    withDependencies {
      $0.score = 5
    } operation: {
      @Dependency(\.score) var score
      XCTAssertEqual(score, 5)
    }
  }

  func testFailingAssertions() {
    @Dependency(\.greeting) var greeting
    @Dependency(\.score) var score
    @Dependency(\.nickname) var nickname
    XCTAssertEqual(score, 1)
    XCTAssertEqual(greeting, "Hi", "greets")
    XCTAssertTrue(score > 0)
    XCTAssertNil(greeting)
    XCTAssertNotNil(nickname)
    XCTFail("not written yet")
  }
}
