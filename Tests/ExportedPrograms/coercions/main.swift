// coercions.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("coercions.dep")

struct Stack<Element> {
  private var items: [Element] = []

  var isEmpty: Bool {
    return items.isEmpty
  }

  mutating func push(_ item: Element) {
    items.append(item)
  }

  mutating func pop() -> Element? {
    items.popLast()
  }
}

func lookup(_ key: String) -> Int? {
  return (key == "one") ? 1 : nil
}

script.run {
  let found = lookup("one")
  await script.settle()
  let missing = lookup("two")
  await script.settle()
  print(found as Any, missing as Any)
  print(lookup("one") as Any)
  await script.settle()
  let ratio = 3 as Double
  print(ratio, ratio / 2)
  print([1, 2] as [Double], [] as [Int], -4 as Double)
  print("text" as Any, true as Bool)
  var numbers = Stack<Int>()
  numbers.push(1)
  await script.settle()
  numbers.push(2)
  await script.settle()
  print(numbers.pop() as Any, numbers.isEmpty)
  await script.settle()
}
