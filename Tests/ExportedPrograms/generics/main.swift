// generics.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("generics.dep")

struct Box<Value> {
  var value: Value

  func map<T>(_ transform: (Value) -> T) -> Box<T> {
    return Box<T>(value: transform(value))
  }
}

struct Pair<Element: Comparable> {
  var first: Element
  var second: Element

  func larger() -> Element {
    return (first < second) ? second : first
  }
}

func firstMatch<T: Equatable>(_ items: [T], _ target: T) -> Int? {
  for (index, item) in items.enumerated() where item == target {
    return index
  }
  return nil
}

func twice<T>(_ value: T) -> [T] {
  return [value, value]
}

func greeting(for name: String?) -> String {
  guard let name, !name.isEmpty else {
    return "Hello, stranger"
  }
  return "Hello, \(name)"
}

script.run {
  let box = Box(value: 21).map { $0 * 2 }
  print(box.value)
  let label = Box<Int>(value: 7).map { "#\($0)" }
  print(label.value)
  print(Pair(first: 3, second: 9).larger(), Pair(first: "b", second: "a").larger())
  await script.settle()
  print(Box(value: 1), Box(value: ["a"]))
  let names = ["Blob", "Blob Jr", "Blob Sr"]
  if let index = firstMatch(names, "Blob Jr") {
    print("found at \(index)")
  }
  await script.settle()
  let missing = firstMatch([1, 2, 3], 7)
  await script.settle()
  if let missing {
    print("unexpected \(missing)")
  } else {
    print("not found")
  }
  print(twice("hi"))
  await script.settle()
  print(greeting(for: nil), greeting(for: ""), greeting(for: "Blob"))
  await script.settle()
}
