// array-slices.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("array-slices.dep")

script.run {
  let numbers = [10, 20, 30, 40, 50]
  print(numbers[1..<3], numbers[1...3], Array(numbers[3..<5]))
  print(numbers[2..<2].isEmpty, numbers[0..<2].map({ String($0) }).joined(separator: "+"))
  let sums = stride(from: 0, to: numbers.count, by: 2).map {
    numbers[$0..<min($0 + 2, numbers.count)].reduce(0, { $0 + $1 })
  }
  print(sums, [1, 2, 3].map({ String($0) }))
  let cut = 2
  print(numbers[cut..<numbers.count], numbers[0..<cut], numbers[0...1])
}
