// sets.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("sets.dep")

struct User: Hashable {
  let id: Int
  var name: String
}

script.run {
  let blob = User(id: 1, name: "Blob")
  let admin = User(id: 2, name: "Blob Sr.")
  let users = Set([blob, blob, admin])
  print(users.count, users.isEmpty, users.contains(admin))
  let numbers = Set([3, 1, 3, 2, 1])
  print(numbers == Set([1, 2, 3]), numbers == Set([1, 2]))
  var total = 0
  for n in numbers {
    total += n
  }
  print(total, Set([7, 7]))
}
