// swift-testing.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("swift-testing.dep")

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

enum CountKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 0
}

extension DependencyValues {
  var count: Int {
    get { self[CountKey.self] }
    set { self[CountKey.self] = newValue }
  }
}

enum NicknameKey: DependencyKey {
  static let liveValue: String? = "Blob"
  static let testValue: String? = nil
}

extension DependencyValues {
  var nickname: String? {
    get { self[NicknameKey.self] }
    set { self[NicknameKey.self] = newValue }
  }
}

struct Flaky: Error, Equatable {}

struct Loader {
  var load: @Sendable (Int) -> Int
}

script.run {
  @Sendable func testValuesInTests() async {
    @Dependency(\.greeting) var greeting
    script.expectation(greeting, ==, "Test hello", "==", ("greeting", true), ("\"Test hello\"", false), at: 14, 3)
    @Dependency(\.count) var count
    script.expectation(count, ==, 0, "==", ("count", true), ("0", false), comment: "the test value", at: 15, 3)
  }
  @Sendable func named() async {
    @Dependency(\.count) var count
    script.expectation(count + 1, ==, 1, "==", ("count + 1", true), ("1", false), at: 19, 3)
  }
  @Sendable func aWrongExpectation() async {
    @Dependency(\.count) var count
    let total = count + 3
    script.expectation(total, ==, 4, "==", ("total", true), ("4", false), comment: "three and one", at: 24, 3)
    script.expectation(total, >, 5, ">", ("total", true), ("5", false), at: 25, 3)
  }
  @Sendable func requireUnwraps() async throws {
    @Dependency(\.count) var count
    try script.requirement(script.expectation(count, ==, 0, "==", ("count", true), ("0", false), at: 29, 7))
    @Dependency(\.nickname) var nickname
    let name = try script.requirement(nickname, "nickname", at: 30, 18)
    print("hello, \(name)")
  }
  @Sendable func requireStopsTheTest() async throws {
    @Dependency(\.nickname) var nickname
    let name = try script.requirement(nickname, "nickname", at: 35, 18)
    print("not reached: \(name)")
  }
  @Sendable func Greetings_suiteTrait() async {
    @Dependency(\.greeting) var greeting
    script.expectation(greeting, ==, "Suite hello", "==", ("greeting", true), ("\"Suite hello\"", false), at: 43, 5)
    @Dependency(\.count) var count
    script.expectation(count, ==, 0, "==", ("count", true), ("0", false), at: 44, 5)
  }
  @Sendable func Greetings_bothTraits() async {
    @Dependency(\.greeting) var greeting
    script.expectation(greeting, ==, "Suite hello", "==", ("greeting", true), ("\"Suite hello\"", false), at: 48, 5)
    @Dependency(\.count) var count
    script.expectation(count, ==, 7, "==", ("count", true), ("7", false), at: 49, 5)
  }
  @Sendable func ImplicitSuite_noSuiteAttribute() async {
    @Dependency(\.greeting) var greeting
    script.expectation(greeting, ==, "Test hello", "==", ("greeting", true), ("\"Test hello\"", false), at: 57, 5)
  }
  @Sendable func KnownIssues_knownIssuesFailNothing() async {
    script.withKnownIssue("not fixed yet", at: 71, 19) {
      @Dependency(\.count) var count
      script.expectation(count, ==, 1, "==", ("count", true), ("1", false), at: 72, 7)
    }
    let loader = Loader(load: unimplemented("Loader.load", placeholder: 0))
    script.withKnownIssue(at: 75, 20) { print(loader.load(3)) }
    await script.settle()
    await script.withKnownIssue(at: 78, 26) {
      try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .milliseconds(1)) }
      await script.settle()
      throw Flaky()
    }
    await script.settle()
    script.withKnownIssue(isIntermittent: true, at: 82, 19) {
      @Dependency(\.count) var count
      script.expectation(count, ==, 0, "==", ("count", true), ("0", false), at: 83, 7)
    }
  }
  @Sendable func KnownIssues_aKnownIssueThatIsNotRecordedFails() async {
    script.withKnownIssue("fixed since", at: 88, 19) {
      @Dependency(\.count) var count
      script.expectation(count, ==, 0, "==", ("count", true), ("0", false), at: 89, 7)
    }
  }
  await script.test("testValuesInTests") {
    await testValuesInTests()
  }
  await script.test("named", displayName: "a display name") {
    await named()
  }
  await script.test("aWrongExpectation") {
    await aWrongExpectation()
  }
  await script.test("requireUnwraps") {
    try await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.nickname = "Blob"
    } operation: {
      try await requireUnwraps()
    }
  }
  await script.test("requireStopsTheTest") {
    try await requireStopsTheTest()
  }
  await script.test("suiteTrait") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.greeting = "Suite hello"
    } operation: {
      await Greetings_suiteTrait()
    }
  }
  await script.test("bothTraits") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.greeting = "Suite hello"
      $0.count = 7
    } operation: {
      await Greetings_bothTraits()
    }
  }
  await script.test("noSuiteAttribute") {
    await ImplicitSuite_noSuiteAttribute()
  }
  await script.test("knownIssuesFailNothing") {
    await KnownIssues_knownIssuesFailNothing()
  }
  await script.test("aKnownIssueThatIsNotRecordedFails") {
    await KnownIssues_aKnownIssueThatIsNotRecordedFails()
  }
}
