// doubles-and-dates.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("doubles-and-dates.dep")

script.run {
  let price = 1.5
  var total = price * 2
  total += 0.25
  print(price, total, 2.0, -price)
  print(1.0 / 4, 10 - price, price < 2)
  print(0.1 + 0.2, 1000.0)
  let epoch = Date(timeIntervalSince1970: 0)
  let later = epoch.addingTimeInterval(90)
  print(later)
  print(later.timeIntervalSince(epoch), later.timeIntervalSince1970)
  print(epoch.addingTimeInterval(1.5).timeIntervalSince1970)
  print(epoch.timeIntervalSinceReferenceDate)
}
