// evaluation-order.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("evaluation-order.dep")

enum FullKey: DependencyKey {
  static let liveValue = 1
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
final class Steps: @unchecked Sendable {
  @Dependency(\.full) var full

  func a() -> Int {
    print("a")
    return 1
  }

  func b() async -> Int {
    print("b")
    return 2
  }

  func c() -> Int {
    print("c")
    return 3
  }
}

script.run {
  let steps = Steps()
  print(steps.a(), await steps.b(), steps.c())
  let sum = steps.a() + (await steps.b() * steps.c())
  print(sum)
  // Task {} copies task-locals: overrides inherited
  let t = Task(executorPreference: script.executor, operation: script.unit(.task) {
    print("task")
    return 10
  })
  print("\(steps.a()) then \(await t.value)")
  let b = await steps.b()
  print((steps.c() == 3) && (b == 2))
}
