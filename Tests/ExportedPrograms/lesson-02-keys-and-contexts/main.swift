// 02-keys-and-contexts.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("02-keys-and-contexts.md")

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
  @Dependency(\.full) var full
  script.expect(full, ==, 1, "full == 1", showing: ("full", nil), at: 5, 1)
  @Dependency(\.liveOnly) var liveOnly
  script.expect(liveOnly, ==, 10, "liveOnly == 10", showing: ("liveOnly", nil), at: 6, 1)
  await script.restart(in: .preview) {  // like restarting the process
    @Dependency(\.full) var full
    script.expect(full, ==, 2, "full == 2", showing: ("full", nil), at: 8, 1)
    @Dependency(\.liveOnly) var liveOnly
    script.expect(liveOnly, ==, 10, "liveOnly == 10", showing: ("liveOnly", nil), at: 9, 1)
    @Dependency(\.testOnly) var testOnly
    script.expect(testOnly, ==, 42, "testOnly == 42", showing: ("testOnly", nil), at: 10, 1)
    script.expect(issues: 0, at: 11, 1)
    await script.restart(in: .test) {  // like restarting the process
      @Dependency(\.full) var full
      script.expect(full, ==, 3, "full == 3", showing: ("full", nil), at: 13, 1)
      @Dependency(\.liveOnly) var liveOnly
      print(liveOnly)
      script.expect(issues: 1, kind: .noTestImplementation, key: "liveOnly", at: 15, 1)
      await script.restart(in: .live) {  // like restarting the process
        @Dependency(\.testOnly) var testOnly
        let a = testOnly
        let b = testOnly
        script.expect(a, ==, 42, "a == 42", showing: ("a", nil), at: 19, 1)
        script.expect(issues: 2, kind: .noLiveImplementation, key: "testOnly", at: 20, 1)
        await script.restart(in: .test) {  // like restarting the process
          withDependencies { $0.context = .preview } operation: {
            @Dependency(\.full) var full
            script.expect(full, ==, 2, "full == 2", showing: ("full", nil), at: 22, 57)
          }
          withDependencies { $0.context = .live } operation: {
            @Dependency(\.full) var full
            script.expect(full, ==, 1, "full == 1", showing: ("full", nil), at: 23, 54)
          }
          withDependencies {
            $0.full = -1
            $0.context = .live
          } operation: {
            @Dependency(\.full) var full
            script.expect(full, ==, -1, "full == -1", showing: ("full", nil), at: 24, 68)
          }
          withDependencies {
            $0.context = .live
            $0.full = -1
          } operation: {
            @Dependency(\.full) var full
            script.expect(full, ==, -1, "full == -1", showing: ("full", nil), at: 25, 68)
          }
          @Dependency(\.full) var full
          script.expect(full, ==, 3, "full == 3", showing: ("full", nil), at: 26, 1)
          withDependencies { $0.context = .live } operation: {
            @Dependency(\.full) var full
            print(full)
          }
          script.expect(output: "1", at: 30, 1)
        }
      }
    }
  }
}
