// timers.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("timers.dep")

script.run {
  let clock = TestClock()
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) {
    var ticks = 0
    for await _ in clock.timer(interval: .seconds(1)) {
      ticks += 1
      print("tick", ticks)
    }
    print("timer ended after", ticks)
  })
  await script.advancing { await clock.advance(by: .milliseconds(500)) }
  print("half an interval")
  await script.advancing { await clock.advance(by: .milliseconds(2000)) }
  print("2.5 intervals")
  await script.advancing { await clock.advance(by: .milliseconds(500)) }
  task.cancel()
  await task.value
}
