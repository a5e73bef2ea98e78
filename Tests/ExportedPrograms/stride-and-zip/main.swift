// stride-and-zip.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("stride-and-zip.dep")

script.run {
  for remaining in stride(from: 3, through: 1, by: -1) {
    print("remaining", remaining)
  }
  print(stride(from: 0, to: 10, by: 4).map { $0 })
  print(stride(from: 0, to: 1, by: 0.25).map { $0 * 2 })
  print(stride(from: 0.0, through: 0.3, by: 0.1).map { $0 })
  let names = ["Blob", "Blob Jr.", "Blob Sr."]
  let ages = [30, 5]
  for (name, age) in zip(names, ages) {
    print(name, age)
  }
  for (index, name) in zip(1...3, names) where index > 1 {
    print(index, name)
  }
  print(abs(-3), abs(2), abs(-2.5))
  for step in (1...3).reversed() {
    print("step", step)
  }
  print(names.reversed().map { $0.uppercased() })
  print((0..<5).contains(4), (1...3).contains(4))
  var lowest = Int.max
  var highest = Int.min
  for value in [4, -2, 9] {
    lowest = min(lowest, value)
    highest = max(highest, value)
  }
  print(lowest, highest)
  print(Int.max)
}
