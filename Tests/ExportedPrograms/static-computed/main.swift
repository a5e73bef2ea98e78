// static-computed.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("static-computed.dep")

struct Storage {
  var name: String
  var problem: Problem

  nonisolated(unsafe) static var reads = 0
  static let live = Storage(name: "live", problem: Problem(code: 0))
  static var failing: Storage {
    reads += 1
    return Storage(name: "failing \(reads)", problem: Problem(code: 500 + reads))
  }

  static func named(_ name: String) -> Storage {
    return Storage(name: name, problem: Problem(code: 0))
  }
}

struct Problem {
  var code: Int
}

script.run {
  print(Storage.live.name, Storage.live.problem.code)
  for _ in 1...2 {
    let storage = Storage.failing
    print(storage.name, storage.problem.code)
  }
  print(Storage.reads)
  let chosen: Storage = .named("chosen")
  print(chosen.name)
  for storage in [Storage.named("a"), .named("b"), .failing] {
    print(storage.name)
  }
  await script.settle()
}
