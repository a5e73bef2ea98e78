// defer-statements.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("defer-statements.dep")

struct Failure: Error, Equatable {}

func work(_ fail: Bool) throws -> Int {
  print("start")
  defer {
    print("first defer")
  }
  defer {
    print("second defer")
  }
  if fail {
    throw Failure()
  }
  print("end")
  return 1
}

func loop() {
  for i in 0..<2 {
    defer {
      print("pass", i, "done")
    }
    print("pass", i)
  }
}

func later() async {
  defer {
    print("async defer")
  }
  do {
    try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .milliseconds(1)) }
    await script.settle()
  } catch {
  }
  await script.settle()
  print("after sleep")
}

script.run {
  try print(work(false))
  do {
    _ = try work(true)
    await script.settle()
  } catch {
    print("caught", error)
  }
  loop()
  await later()
  let value = {
    defer {
      print("closure defer")
    }
    return 5
  }
  print(value())
}
