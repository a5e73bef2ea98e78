// tests.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("tests.dep")

enum CounterKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  var counter: Int {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
}

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

script.run {
  @Sendable func readsFive() async {
    @Dependency(\.full) var full
    script.expect(full, ==, 5, "full == 5", showing: ("full", nil), at: 3, 50)
  }
  @Sendable func shares(n: Int) async {
    @Dependency(\.full) var full
    script.expect(full, ==, 3, "full == 3", showing: ("full", nil), at: 4, 48)
  }
  @Sendable func fresh(n: Int) async {
    @Dependency(\.full) var full
    script.expect(full, ==, 9, "full == 9", showing: ("full", nil), at: 6, 3)
    // Task.detached starts empty: overrides lost
    Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
      @Dependency(\.full) var full
      print(full)
    })
    await script.settle()
  }
  await script.test("readsFive") {
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 5
    } operation: {
      await readsFive()
    }
  }
  await script.test("shares", parameter: "n", arguments: [1, 2]) { n in
    await shares(n: n)
  }
  await script.test("fresh", parameter: "n", arguments: [1, 2]) { n in
    await withDependencies {
      $0 = DependencyValues()  // a dependency trait starts each case afresh
      $0.full = 9
    } operation: {
      await fresh(n: n)
    }
  }
}
