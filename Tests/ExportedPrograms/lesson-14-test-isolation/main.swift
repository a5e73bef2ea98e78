// 14-test-isolation.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("14-test-isolation.md")

enum FullKey: DependencyKey {
  static let liveValue = 1
  static let previewValue = 2
  static let testValue = 3
}

extension DependencyValues {
  var full: Int {
    get { self[FullKey.self] }
    set { self[FullKey.self] = newValue }
  }
}

enum IdsKey: DependencyKey {
  static var liveValue: UUIDGenerator { UUIDGenerator.incrementing }
  static var testValue: UUIDGenerator { UUIDGenerator.incrementing }
}

extension DependencyValues {
  var ids: UUIDGenerator {
    get { self[IdsKey.self] }
    set { self[IdsKey.self] = newValue }
  }
}

script.run(in: .test) {
  @Sendable func firstTest() async {
    @Dependency(\.ids) var ids
    script.expect(ids(), ==, UUID(0), "ids() == UUID(0)", showing: ("ids()", "UUID(0)"), at: 5, 3)
    await script.settle()
    script.expect(ids(), ==, UUID(1), "ids() == UUID(1)", showing: ("ids()", "UUID(1)"), at: 6, 3)
    await script.settle()
  }
  @Sendable func secondTest() async {
    @Dependency(\.ids) var ids
    script.expect(ids(), ==, UUID(0), "ids() == UUID(0)", showing: ("ids()", "UUID(0)"), at: 9, 3)
    await script.settle()
  }
  @Sendable func readsFive() async {
    @Dependency(\.full) var full
    script.expect(full, ==, 5, "full == 5", showing: ("full", nil), at: 12, 3)
  }
  @Sendable func sharesOneCache(n: Int) async {
    @Dependency(\.ids) var ids
    print(ids())
    await script.settle()
  }
  @Sendable func freshPerCase(n: Int) async {
    @Dependency(\.ids) var ids
    script.expect(ids(), ==, UUID(0), "ids() == UUID(0)", showing: ("ids()", "UUID(0)"), at: 18, 3)
    await script.settle()
  }
  @Sendable func reach() async {
    // Task {} copies task-locals: overrides inherited
    let t = Task(executorPreference: script.executor, operation: script.unit(.task) {
      @Dependency(\.full) var full
      return full
    })
    await script.settle()
    script.expect(await t.value, ==, 5, "await t.value == 5", showing: ("await t.value", nil), at: 22, 3)
    await script.settle()
    // Task.detached starts empty: overrides lost
    let d = Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
      @Dependency(\.full) var full
      return full
    })
    await script.settle()
    script.expect(await d.value, ==, 3, "await d.value == 3", showing: ("await d.value", nil), at: 24, 3)
    await script.settle()
  }
  let clock = TestClock()
  @Sendable func startsTimer() async {
    // Task {} copies task-locals: overrides inherited
    Task(executorPreference: script.executor, operation: script.unit(.task) {
      try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
      await script.settle()
      @Dependency(\.full) var full
      print("leaked work sees full = \(full)")
    })
    await script.settle()
  }
  @Sendable func nextTest() async {
    await script.advancing { await clock.advance(by: .seconds(1)) }
    await script.settle()
    @Dependency(\.full) var full
    script.expect(full, ==, 6, "full == 6", showing: ("full", nil), at: 35, 3)
  }
  @Sendable func eachCaseStartsAtZero(n: Int) async {
    @Dependency(\.ids) var ids
    print(ids())
    await script.settle()
  }
  @Sendable func checkTheLastCase() async {
    script.expect(output: "00000000-0000-0000-0000-000000000000", at: 42, 3)
  }
  await script.test("firstTest") {
    await firstTest()
  }
  await script.test("secondTest") {
    await secondTest()
  }
  await script.test("readsFive") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 5
    } operation: {
      await readsFive()
    }
  }
  await script.test("sharesOneCache", parameter: "n", arguments: [1, 2, 3]) { n in
    await sharesOneCache(n: n)
  }
  await script.test("freshPerCase", parameter: "n", arguments: [1, 2, 3]) { n in
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 3
    } operation: {
      await freshPerCase(n: n)
    }
  }
  await script.test("reach") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 5
    } operation: {
      await reach()
    }
  }
  await script.test("startsTimer") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 5
    } operation: {
      await startsTimer()
    }
  }
  await script.test("nextTest") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 6
    } operation: {
      await nextTest()
    }
  }
  await script.test("eachCaseStartsAtZero", parameter: "n", arguments: [1, 2, 3]) { n in
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 3
    } operation: {
      await eachCaseStartsAtZero(n: n)
    }
  }
  await script.test("checkTheLastCase") {
    await checkTheLastCase()
  }
}
