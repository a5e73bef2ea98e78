// captured-vars.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("captured-vars.dep")

struct Backoff {
  func retry(times: Int, operation: () -> Bool) -> Int {
    var attempt = 0
    while attempt < times {
      attempt += 1
      if operation() {
        break
      }
    }
    return attempt
  }
}

func makeCounter() -> () -> Int {
  var total = 0
  let increment = {
    total += 1
    return total
  }
  total = 10
  return increment
}

func each(_ items: [Int], _ body: (Int) -> Void) {
  for item in items {
    body(item)
  }
}

script.run {
  var calls = 0
  let attempts = Backoff().retry(times: 5) {
    calls += 1
    return calls == 3
  }
  await script.settle()
  print(attempts, calls)
  let next = makeCounter()
  await script.settle()
  print(next(), next())
  await script.settle()
  var log: [String] = []
  var entry = "a"
  let record = { log.append(entry) }
  record()
  await script.settle()
  log.append("b")
  entry = "c"
  record()
  await script.settle()
  print(log)
  var seen = 0
  each([3, 4, 5]) { seen += $0 }
  await script.settle()
  print(seen)
}
