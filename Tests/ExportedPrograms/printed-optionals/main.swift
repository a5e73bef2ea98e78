// printed-optionals.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("printed-optionals.dep")

script.run {
  let count: Int? = 3
  let missing: Int? = nil
  var name: String? = "Blob"
  print(count, missing, name)
  print("count is \(String(describing: count))")
  print("missing is \(missing)")
  name = nil
  print(name ?? "nobody", count ?? 0)
  if let count {
    print("unwrapped", count)
  }
  let names: [String?] = ["a", nil]
  print(names)
  let scores = [7, 4, 9]
  let lowest = scores.min()
  let ages = ["Blob": 42]
  let age = ages["Blob"]
  let parsed = Int("12")
  let copy = parsed
  print(lowest, age, parsed, copy)
  if let age {
    print("age", age)
  }
  let maybe = [Int("2"), nil, 3]
  print(maybe)
  print([scores.max(), nil])
  let pair = (1, Int("5"))
  print(pair, (name: "Blob", age: ages["Nobody"]))
  print("a", terminator: "")
  print("b", "c", separator: "-")
  let comma = ", "
  print(count, missing, separator: comma, terminator: "!\n")
  print(separator: "x", terminator: "")
  print("twice", terminator: "\n\n")
  print("end")
}
