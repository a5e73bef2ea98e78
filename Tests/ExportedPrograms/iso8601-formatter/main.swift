// iso8601-formatter.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("iso8601-formatter.dep")

script.run {
  let formatter = ISO8601DateFormatter()
  let start = formatter.date(from: "2024-03-01T09:00:00Z")!
  print(start)
  print(formatter.date(from: "next tuesday") == nil)
  print(formatter.string(from: start + (90 * 60)))
  let dayBefore = start - 86400
  print(formatter.string(from: dayBefore), dayBefore < start)
  print(start.distance(to: dayBefore), dayBefore.distance(to: start + 0.5))
  if let parsed = formatter.date(from: "1970-01-02T00:00:00+01:00") {
    print(parsed.timeIntervalSince1970)
  }
}
