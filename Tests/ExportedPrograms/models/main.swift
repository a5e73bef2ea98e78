// models.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("models.dep")

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

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Child: @unchecked Sendable {
  @Dependency(\.full) var full
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Feature: @unchecked Sendable {
  @Dependency(\.full) var full

  func show() {
    print("feature", full)
  }

  func makeChild() -> Child {
    return withDependencies(from: self) { $0.context = .test } operation: { Child() }
  }
}

script.run(in: .test) {
  let f = withDependencies { $0.full = 100 } operation: { Feature() }
  f.show()
  await script.settle()
  withDependencies { $0.full = 200 } operation: { f.show() }
  await script.settle()
  withDependencies { $0.context = .live } operation: { f.show() }
  await script.settle()
  print(f.makeChild().full)
  await script.settle()
  print(Child().full)
}
