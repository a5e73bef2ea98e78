// task-closure-value.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("task-closure-value.dep")

script.run {
  let compute: @Sendable () -> Int = { 6 * 7 }
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) { compute() })
  let value = await task.value
  print(value)
  let say: @Sendable () -> Void = { print("said") }
  // Task {} copies task-locals: overrides inherited
  let silent = Task(executorPreference: script.executor, operation: script.unit(.task) { say() })
  await silent.value
  print("done")
}
