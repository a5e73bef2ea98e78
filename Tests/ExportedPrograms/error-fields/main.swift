// error-fields.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("error-fields.dep")

struct LoadError: Error, Equatable {
  var reason: String
  var code: Int = 0
}

func load(_ ok: Bool) throws -> Int {
  if !ok {
    throw LoadError(reason: "no network")
  }
  return 1
}

script.run {
  do {
    try print(load(true))
    await script.settle()
    _ = try load(false)
    await script.settle()
  } catch let error as LoadError {
    print("error", error.reason, error.code)
  }
  await script.settle()
  print(LoadError(reason: "a") == LoadError(reason: "a"), LoadError(reason: "x", code: 2))
}
