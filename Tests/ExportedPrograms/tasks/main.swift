// tasks.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("tasks.dep")

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

script.run(in: .test) {
  await withDependencies { $0.full = 7 } operation: {
    // Task {} copies task-locals: overrides inherited
    let t = Task(executorPreference: script.executor, operation: script.unit(.task) {
      @Dependency(\.full) var full
      return full * 2
    })
    await script.settle()
    print("before await")
    print(await t.value)
    await script.settle()
    // Task {} copies task-locals: overrides inherited
    Task(executorPreference: script.executor, operation: script.unit(.task) { print("first") })
    await script.settle()
    print("after")
  }
  await script.settle()
}
