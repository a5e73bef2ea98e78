// dictionaries.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("dictionaries.dep")

script.run {
  var ages: [String: Int] = ["Blob": 42]
  ages["Blob Jr."] = 7
  print(ages["Blob"], ages["nobody"])
  print(ages.count, ages.isEmpty, ages["Blob"] ?? 0)
  ages["Blob"] = nil
  print(ages)
  var counts: [String: Int] = [:]
  for word in ["a", "b", "a"] {
    counts[word, default: 0] += 1
  }
  print(counts["a"] ?? 0, counts["b"] ?? 0)
  print(counts == ["b": 1, "a": 2])
  var total = 0
  for (_, count) in counts {
    total += count
  }
  print(total, counts.keys.count, counts.values.count)
  if let removed = counts.removeValue(forKey: "a") {
    print("removed", removed, counts)
  }
  let empty: [Int: String] = [:]
  print(empty, empty.isEmpty)
  let firstNames = ["Blob": "Blob Sr."]
  print(firstNames["Blob"]!.uppercased())
  let scores = ["Blob": 3, "Alice": 5, "Blob Jr.": 1]
  for name in scores.keys.sorted() {
    print(name, scores[name] ?? 0)
  }
  print(scores.sorted { $0.value > $1.value }.map { $0.key })
  print(scores.values.reduce(0, { $0 + $1 }), scores.values.sorted(by: { $0 > $1 }))
}
