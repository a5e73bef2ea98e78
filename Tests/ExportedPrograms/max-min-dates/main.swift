// max-min-dates.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("max-min-dates.dep")

script.run {
  let seconds = 20 * 86400.0
  print(max(3, 7), min(2.5, 1), max(1, 9, 4), min("b", "a"))
  print(max(0, Int(-seconds / 86400)))
  let days = 30
  let start = Date(timeIntervalSince1970: 0)
  let end = start.addingTimeInterval(TimeInterval(days) * 86400)
  print(end)
  let now = Date(timeIntervalSince1970: 10 * 86400)
  print(now < end, now >= end, max(now, end) == end)
}
