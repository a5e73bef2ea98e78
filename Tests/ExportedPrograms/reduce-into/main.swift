// reduce-into.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("reduce-into.dep")

script.run {
  let words = ["tea", "cake", "tea", "jam", "tea"]
  let counts: [String: Int] = words.reduce(into: [:]) { counts, word in
    counts[word, default: 0] += 1
  }
  print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
  let lengths = words.reduce(into: 0) { total, word in
    total += word.count
  }
  print(lengths)
  let doubled: [Int] = [1, 2, 3].reduce(into: []) { $0.append($1 * 2) }
  print(doubled)
  let empty: [Int] = []
  print(empty.reduce(into: 7) { sum, n in
    sum += n
  })
  let prices = [1.5, 2.25, 0.25]
  print(prices.reduce(0, { $0 + $1 }))
  print(prices.reduce(10) { $0 + $1 } / 2)
  print([1, 2, 3].reduce(0, { $0 + $1 }))
}
