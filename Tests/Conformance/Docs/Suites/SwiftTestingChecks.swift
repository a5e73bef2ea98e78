import Dependencies
import DependenciesTestSupport
import Testing

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
@Suite(.dependency(\.greeting, "Suite hello"))
struct SwiftTestingChecks {
  @Test func suiteTraitAndTestValues() {
    @Dependency(\.greeting) var greeting
    @Dependency(\.score) var score
    #expect(greeting == "Suite hello")
    #expect(score == 0, "the test value")
  }

  @Test(.dependencies { $0.score = 7 })
  func suiteAndTestTraits() async throws {
    @Dependency(\.greeting) var greeting
    @Dependency(\.score) var score
    #expect(greeting == "Suite hello")
    #expect(score == 7)
  }

  @Test func aWrongExpectationFails() {
    @Dependency(\.score) var score
    let total = score + 3
    #expect(total == 4, "three and one")
    #expect(total > 5)
  }

  @Test(.dependency(\.nickname, "Blob"))
  func requireUnwraps() throws {
    @Dependency(\.score) var score
    @Dependency(\.nickname) var nickname
    try #require(score == 0)
    let name = try #require(nickname)
    #expect(name == "Blob")
  }

  @Test func aFailedRequireStopsTheTest() throws {
    @Dependency(\.nickname) var nickname
    let name = try #require(nickname)
    #expect(name == "never checked")
  }
}
