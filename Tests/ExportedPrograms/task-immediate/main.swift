// task-immediate.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("task-immediate.dep")

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
    // Task.immediate copies task-locals as Task {} does: overrides inherited
    let t = Task.immediate(executorPreference: script.executor, operation: script.unit(.immediateTask) {
      @Dependency(\.full) var full
      return full * 2
    })
    await script.settle()
    print(await t.value)
    await script.settle()
    // Task {} copies task-locals: overrides inherited
    // Task.immediate copies task-locals as Task {} does: overrides inherited
    let both = [Task(executorPreference: script.executor, operation: script.unit(.task) { print("Task") }), Task.immediate(executorPreference: script.executor, operation: script.unit(.immediateTask) { print("Task.immediate") })]
    await script.settle()
    // Task.immediate copies task-locals as Task {} does: overrides inherited
    Task.immediate(executorPreference: script.executor, operation: script.unit(.immediateTask) {
      @Dependency(\.full) var full
      print("Task.immediate sees \(full)")
    })
    await script.settle()
    for task in both {
      await task.value
      await script.settle()
    }
    await script.settle()
    // Task.detached starts empty: overrides lost
    Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
      @Dependency(\.full) var full
      print("Task.detached sees \(full)")
    })
    await script.settle()
  }
  await script.settle()
}
