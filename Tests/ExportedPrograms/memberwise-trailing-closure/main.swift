// memberwise-trailing-closure.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("memberwise-trailing-closure.dep")

struct FactClient {
  var fetch: @Sendable (Int) -> String
}

struct Formatter {
  var prefix = "#"
  var format: (Int) -> String
}

script.run {
  let client = FactClient { "\($0) is a fact." }
  let plain = Formatter { "n\($0)" }
  let custom = Formatter(prefix: "No. ") { "\($0)!" }
  print(client.fetch(3))
  await script.settle()
  print(plain.prefix + plain.format(1))
  await script.settle()
  print(custom.prefix + custom.format(2))
  await script.settle()
}
