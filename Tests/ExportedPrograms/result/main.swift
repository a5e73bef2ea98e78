// result.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("result.dep")

struct LoadError: Error, Equatable {
  var reason: String
}

func load(_ id: Int) -> Result<String, LoadError> {
  return (id > 0) ? .success("user \(id)") : .failure(LoadError(reason: "bad id \(id)"))
}

script.run {
  let good = load(1)
  await script.settle()
  let bad = load(-1)
  await script.settle()
  print(good, good == .success("user 1"), bad == good)
  print(good.map { $0.uppercased() })
  print(bad.map { $0.uppercased() } == bad)
  let louder = bad.mapError { LoadError(reason: $0.reason + "!") }
  print(louder == .failure(LoadError(reason: "bad id -1!")))
  do {
    try print(good.get())
    try print(bad.get())
  } catch let error as LoadError {
    print("caught", error.reason)
  }
  switch bad {
  case .success(let name):
    print(name)
  case .failure(let error):
    print("failed:", error.reason)
  }
  let all: [Result<Int, LoadError>] = [.success(1), .failure(LoadError(reason: "")), .success(3)]
  for case .success(let n) in all {
    print(n)
  }
  let spelled = Result<Int, LoadError>.success(7)
  await script.settle()
  print(spelled, spelled == .success(7))
  print(Result<String, LoadError>.failure(LoadError(reason: "x")) == bad)
  await script.settle()
}
