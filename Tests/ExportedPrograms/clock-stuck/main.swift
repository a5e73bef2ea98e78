// clock-stuck.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("clock-stuck.dep")

script.run {
  let clock = TestClock()
  // Task {} copies task-locals: overrides inherited
  Task(executorPreference: script.executor, operation: script.unit(.task) {
    try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(10)) }
    print("never printed")
  })
  await script.advancing { await clock.advance(by: .seconds(9)) }
  print("advanced 9 of 10 seconds")
}
