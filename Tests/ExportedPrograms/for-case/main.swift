// for-case.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("for-case.dep")

enum Job {
  case done(id: Int)
  case waiting(id: Int)
}

func firstAbove(_ limit: Int, in numbers: [Int]) -> Int? {
  for number in numbers where number > limit {
    return number
  }
  return nil
}

script.run {
  let jobs: [Job] = [.done(id: 1), .waiting(id: 2), .done(id: 3), .done(id: 4)]
  for case .done(let id) in jobs where id > 1 {
    print("done", id)
  }
  for n in 1...10 where n.isMultiple(of: 4) {
    print(n)
  }
  let names: [String?] = ["a", nil, "c"]
  var found: [String] = []
  for case let name? in names {
    found.append(name)
  }
  for case .some(let name) in names {
    found.append(name.uppercased())
  }
  var missing = 0
  for case .none in names {
    missing += 1
  }
  print(found, missing)
  let ages = ["Blob": 42, "Blob Jr.": 7]
  var grownUps: [String] = []
  for (name, age) in ages where age > 10 {
    grownUps.append(name)
  }
  print(grownUps)
  print(firstAbove(5, in: [1, 7, 9]) ?? 0)
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) {
    for case .waiting(let id) in jobs where id > 0 {
      // Task {} copies task-locals: overrides inherited
      let doubled = await Task(executorPreference: script.executor, operation: script.unit(.task) { id * 2 }).value
      print("waiting", id, doubled)
    }
  })
  await task.value
}
