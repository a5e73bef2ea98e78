// 10-models-and-from.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("10-models-and-from.md")

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

enum TestOnlyKey: TestDependencyKey {
  static let testValue = 42
}

extension DependencyValues {
  var testOnly: Int {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
}

struct Box: Sendable {
  var screen: Screen
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Child: @unchecked Sendable {
  @Dependency(\.full) var full
  @Dependency(\.testOnly) var testOnly
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Parent: @unchecked Sendable {
  @Dependency(\.full) var full

  func makeChildPlain() -> Child {
    return Child()
  }

  func makeChild() -> Child {
    return withDependencies(from: self) { $0.testOnly = 1 } operation: { Child() }
  }
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Screen: @unchecked Sendable {

  func title() {
    print("screen")
  }
}

script.run(in: .test) {
  let p = withDependencies { $0.full = 100 } operation: { Parent() }
  script.expect(p.full, ==, 100, "p.full == 100", showing: ("p.full", nil), at: 16, 1)
  let plain = p.makeChildPlain()
  await script.settle()
  print(plain.full)
  let child = p.makeChild()
  await script.settle()
  script.expect(child.full, ==, 100, "child.full == 100", showing: ("child.full", nil), at: 20, 1)
  script.expect(child.testOnly, ==, 1, "child.testOnly == 1", showing: ("child.testOnly", nil), at: 21, 1)
  let other = withDependencies { $0.full = 5 } operation: { p.makeChild() }
  await script.settle()
  script.expect(other.full, ==, 5, "other.full == 5", showing: ("other.full", nil), at: 23, 1)
  let screen = withDependencies { $0.full = 100 } operation: { Screen() }
  let fromScreen = withDependencies(from: screen) { $0.testOnly = 1 } operation: { Child() }
  script.expect(fromScreen.full, ==, 100, "fromScreen.full == 100", showing: ("fromScreen.full", nil), at: 29, 1)
  let boxed = withDependencies { $0.full = 100 } operation: { Box(screen: Screen()) }
  let lost = withDependencies(from: boxed.screen) { $0.testOnly = 1 } operation: { Child() }
  script.expect(issues: 1, kind: .noParentDependencies, at: 32, 1)
  script.expect(lost.full, ==, 3, "lost.full == 3", showing: ("lost.full", nil), at: 33, 1)
  let kid = withDependencies(from: p) { $0.testOnly = 1 } operation: { Child() }
  script.expect(kid.full, ==, 100, "kid.full == 100", showing: ("kid.full", nil), at: 35, 1)
  script.expect(kid.testOnly, ==, 1, "kid.testOnly == 1", showing: ("kid.testOnly", nil), at: 36, 1)
}
