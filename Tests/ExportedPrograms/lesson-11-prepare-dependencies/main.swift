// 11-prepare-dependencies.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("11-prepare-dependencies.md")

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

enum LiveOnlyKey: DependencyKey {
  static let liveValue = 10
}

extension DependencyValues {
  var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}

enum TestOnlyKey: TestDependencyKey {
  static let testValue = 42
}

extension DependencyValues {
  var testOnly: Int {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
}

script.run(in: .live) {
  prepareDependencies { $0.full = 5 }
  @Dependency(\.full) var full
  script.expect(full, ==, 5, "full == 5", showing: ("full", nil), at: 6, 1)
  withDependencies { $0.full = 7 } operation: {
    @Dependency(\.full) var full
    script.expect(full, ==, 7, "full == 7", showing: ("full", nil), at: 7, 47)
  }
  script.expect(full, ==, 5, "full == 5", showing: ("full", nil), at: 8, 1)
  prepareDependencies { $0.full = 6 }
  print(full)
  script.expect(issues: 1, kind: .alreadyPrepared, key: "full", at: 11, 1)
  @Dependency(\.liveOnly) var liveOnly
  print(liveOnly)
  prepareDependencies { $0.liveOnly = 11 }
  script.expect(liveOnly, ==, 10, "liveOnly == 10", showing: ("liveOnly", nil), at: 14, 1)
  script.expect(issues: 1, kind: .alreadyPrepared, key: "liveOnly", at: 15, 1)
  prepareDependencies {
    $0.testOnly = 1
    $0.testOnly = 2
  }
  @Dependency(\.testOnly) var testOnly
  script.expect(testOnly, ==, 2, "testOnly == 2", showing: ("testOnly", nil), at: 17, 1)
  script.expect(testOnly, ==, 2, "testOnly == 2", showing: ("testOnly", nil), at: 18, 1)
  script.expect(issues: 0, key: "testOnly", at: 19, 1)
  await script.restart(in: .preview) {  // like restarting the process
    @Dependency(\.full) var full
    script.expect(full, ==, 2, "full == 2", showing: ("full", nil), at: 21, 1)
    prepareDependencies { $0.full = 20 }
    script.expect(full, ==, 20, "full == 20", showing: ("full", nil), at: 23, 1)
    prepareDependencies { $0.full = 21 }
    script.expect(full, ==, 20, "full == 20", showing: ("full", nil), at: 25, 1)
    script.expect(issues: 0, at: 26, 1)
    await script.restart(in: .live) {  // like restarting the process
      prepareDependencies { $0.context = .preview }
      @Dependency(\.full) var full
      script.expect(full, ==, 2, "full == 2", showing: ("full", nil), at: 29, 1)
      await script.restart(in: .live) {  // like restarting the process
        prepareDependencies { $0.testOnly = 43 }
        @Dependency(\.testOnly) var testOnly
        print(testOnly)
        script.expect(issues: 0, key: "testOnly", at: 33, 1)
        script.expect(output: "43", at: 34, 1)
      }
    }
  }
}
