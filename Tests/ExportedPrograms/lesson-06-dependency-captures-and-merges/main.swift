// 06-dependency-captures-and-merges.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("06-dependency-captures-and-merges.md")

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

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Feature: @unchecked Sendable {
  @Dependency(\.full) var full
  @Dependency(\.liveOnly) var liveOnly

  func show() {
    print(full)
  }
}

script.run(in: .test) {
  let f = withDependencies { $0.full = 100 } operation: { Feature() }
  f.show()
  await script.settle()
  script.expect(output: "100", at: 11, 1)
  withDependencies { $0.full = 200 } operation: { f.show() }
  await script.settle()
  withDependencies { $0.context = .live } operation: {
    script.expect(f.full, ==, 100, "f.full == 100", showing: ("f.full", nil), at: 16, 3)
  }
  let g = Feature()
  withDependencies { $0.full = 5 } operation: {
    script.expect(g.full, ==, 5, "g.full == 5", showing: ("g.full", nil), at: 19, 47)
  }
  withDependencies { $0.context = .live } operation: {
    script.expect(g.full, ==, 1, "g.full == 1", showing: ("g.full", nil), at: 20, 54)
  }
  script.expect(g.full, ==, 3, "g.full == 3", showing: ("g.full", nil), at: 21, 1)
  let old = Feature()
  let first = old.liveOnly
  script.expect(issues: 1, kind: .noTestImplementation, key: "liveOnly", at: 24, 1)
  withDependencies { $0 = DependencyValues() } operation: {
    let again = old.liveOnly
    script.expect(issues: 0, key: "liveOnly", at: 27, 3)
    let fresh = Feature()
    let other = fresh.liveOnly
    script.expect(issues: 1, kind: .noTestImplementation, key: "liveOnly", at: 30, 3)
  }
  let h = withDependencies { $0.full = 100 } operation: { Feature() }
  withDependencies { $0.context = .live } operation: { h.show() }
  await script.settle()
  script.expect(output: "100", at: 36, 1)
}
