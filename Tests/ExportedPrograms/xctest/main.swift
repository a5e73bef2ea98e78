// xctest.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("xctest.dep")

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

script.run {
  @Sendable func GreetingTests_testValues() async {
    @Dependency(\.greeting) var greeting
    script.assertEqual(greeting, "Test hello", at: 15, 5)
    @Dependency(\.count) var count
    script.assertion(count == 0, .isTrue, at: 16, 5)
    script.assertion(!(count == 1), .isFalse, at: 17, 5)
    withDependencies { $0.count = 5 } operation: {
      @Dependency(\.count) var count
      script.assertEqual(count, 5, at: 21, 7)
    }
  }
  @Sendable func GreetingTests_testFailures() async {
    @Dependency(\.count) var count
    script.assertEqual(count, 1, at: 26, 5)
    @Dependency(\.greeting) var greeting
    script.assertEqual(greeting, "Hi", message: "greets", at: 27, 5)
    script.assertion(count > 0, .isTrue, at: 28, 5)
    script.assertNil(greeting, at: 29, 5)
    @Dependency(\.nickname) var nickname
    script.assertion(nickname != nil, .isNotNil, at: 30, 5)
    script.assertion(false, .fail, message: "not written yet", at: 31, 5)
  }
  await script.test("testValues", testCase: "GreetingTests") {
    await GreetingTests_testValues()
  }
  await script.test("testFailures", testCase: "GreetingTests") {
    await GreetingTests_testFailures()
  }
}
