// conditional-operator.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("conditional-operator.dep")

func label(_ n: Int) -> String {
  return (n < 0) ? "negative" : ((n == 0) ? "zero" : "positive")
}

func noted(_ text: String) -> String {
  print("evaluated", text)
  return text
}

script.run {
  print(label(-2), label(0), label(5))
  let count = 3
  print((count > 2) ? "many" : "few", 1 + ((count == 3) ? 10 : 20))
  print((count == 3) ? noted("then") : noted("otherwise"))
  // Task {} copies task-locals: overrides inherited
  let doubled = Task(executorPreference: script.executor, operation: script.unit(.task) { count * 2 })
  let value = (count > 0) ? await doubled.value : 0
  print(value)
}
