// tuples.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("tuples.dep")

func fetchCount() async -> Int {
  return 3
}

func label(_ entry: (String, Int)) -> String {
  let text: String
  text = "\(entry.0) is \(entry.1)"
  return text
}

script.run {
  let pair = ("Blob", 42)
  let named: (name: String, count: Int) = (name: "Blob Jr.", count: 1)
  print(pair)
  print(named, named.name, named.0, pair.1)
  print((1, b: 2), [(1, "x"), (2, "y")])
  print("\(pair)", pair == ("Blob", 42), pair == ("Blob", 7))
  var point = (x: 1, y: 2)
  point.x = 5
  point.1 += 1
  print(point, point.y)
  let (first, _) = pair
  var (x, y) = point
  x += y
  print(first, x, y)
  let ages = ["Blob": 42, "Blob Jr.": 7]
  let sorted: [(String, Int)] = ages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  print(sorted, sorted[1].0)
  for (name, age) in sorted {
    print(name, age)
  }
  let isReady: Bool
  isReady = sorted.count > 1
  print(isReady)
  let size: String
  if sorted.count > 2 {
    size = "many"
  } else if sorted.count > 1 {
    size = "two"
  } else {
    size = "few"
  }
  print(size)
  var total: Int
  total = 0
  total += named.count
  print(total)
  let fetched: Int
  fetched = await fetchCount()
  print(fetched)
  print(label(pair))
}
