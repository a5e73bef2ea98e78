// dictionary-and-text-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("dictionary-and-text-methods.dep")

struct Line {
  let title: String
  let price: Double
  let quantity: Int

  var total: Double {
    return price * Double(quantity)
  }
}

script.run {
  let tea = Line(title: "Tea", price: 2.5, quantity: 4)
  let scone = Line(title: "Scone", price: 3.25, quantity: 2)
  let jam = Line(title: "Jam", price: 4.0, quantity: 1)
  let lines = [tea, scone, jam]
  let totals = lines.map(\.total)
  print(totals)
  print(lines.max(by: { $0.total < $1.total })!.title, lines.min { $0.price < $1.price }!.title)
  for line in lines {
    print(line.title.padding(toLength: 6, withPad: ".", startingAt: 0) + "|")
  }
  let cycled = "ab".padding(toLength: 5, withPad: "xyz", startingAt: 1)
  print(cycled, "long title".padding(toLength: 4, withPad: " ", startingAt: 0))
  let stock = Dictionary(uniqueKeysWithValues: lines.map { ($0.title, $0.quantity) })
  print(stock["Scone"] ?? 0, stock["Bun"] ?? 0, stock.count)
  if let most = stock.max(by: { $0.value < $1.value }) {
    print("most:", most.key, most.value)
  }
  let plenty = stock.filter { $0.value > 1 }
  print(plenty.count, plenty.keys.sorted())
  let none: [Int] = []
  print(none.max(by: { $0 < $1 }) ?? -1)
  print("two words here".replacingOccurrences(of: " ", with: "-"))
  print("banana".replacingOccurrences(of: "an", with: ""))
}
