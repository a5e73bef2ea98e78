// dictionary-grouping.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("dictionary-grouping.dep")

enum Shelf: String, CaseIterable {
  case fruit
  case dairy
  case bakery
}

struct Product {
  let name: String
  let shelf: Shelf
}

script.run {
  let pear = Product(name: "pear", shelf: .fruit)
  let milk = Product(name: "milk", shelf: .dairy)
  let apple = Product(name: "apple", shelf: .fruit)
  let rye = Product(name: "rye", shelf: .bakery)
  let products = [pear, milk, apple, rye]
  let byShelf = Dictionary(grouping: products, by: { $0.shelf })
  for shelf in Shelf.allCases {
    let names = (byShelf[shelf] ?? []).map(\.name).sorted()
    print("\(shelf.rawValue): \(names.joined(separator: ", "))")
  }
  print(byShelf[.fruit]?.count ?? 0, byShelf.count)
  let parity = Dictionary(grouping: [1, 2, 3, 4, 5], by: { (($0 % 2) == 0) ? "even" : "odd" })
  print(parity["odd"] ?? [], parity["none"] == nil)
  print(parity["even"])
}
