// collection-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("collection-methods.dep")

script.run {
  var queue = ["a", "b", "c", "d"]
  print(queue.popLast())
  print(queue.removeLast(), queue.removeFirst(), queue)
  var empty: [Int] = []
  print(empty.popLast())
  let scores = [5, 3, 9, 1]
  print(scores.firstIndex(of: 9), scores.firstIndex(of: 7))
  print(scores.dropFirst(), scores.dropLast(2))
  let total = scores.reduce(into: 0) { $0 += $1 }
  let doubled: [Int] = scores.reduce(into: []) { result, score in
    result.append(score * 2)
  }
  print(total, doubled)
  print(scores.allSatisfy { $0 > 0 }, scores.allSatisfy { $0 > 3 })
  var greeting = "Hello"
  greeting.append(", Blob")
  greeting += "!"
  print(greeting, greeting.count, greeting.dropFirst(7))
  var tags = Set(["swift", "tca"])
  print(tags.insert("deps"), tags.insert("tca"))
  print(tags.remove("swift"), tags.remove("objc"))
  let other = Set(["tca", "sharing"])
  print(tags.union(other).sorted(), tags.intersection(other).sorted())
  print(tags.subtracting(other).sorted(), Set(["tca"]).isSubset(of: tags))
}
