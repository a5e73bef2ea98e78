// generic-constraints.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("generic-constraints.dep")

protocol Greeter {
  func greet(_ name: String) -> String
}

struct Pair<A, B>: CustomStringConvertible {
  let first: A
  let second: B

  var description: String {
    return "(\(first), \(second))"
  }

  func swapped() -> Pair<B, A> {
    return Pair<B, A>(first: second, second: first)
  }
}

struct Tag: CustomStringConvertible {
  let name: String

  var description: String {
    return "#\(name)"
  }
}

struct English: Greeter {
  func greet(_ name: String) -> String {
    return "Hello, \(name)"
  }
}

func largest<T: Comparable>(_ values: [T]) -> T? {
  guard case var best? = values.first else {
    return nil
  }
  for value in values.dropFirst() where value > best {
    best = value
  }
  return best
}

func describe<T: CustomStringConvertible>(_ items: [T]) -> String {
  items.map(\.description).joined(separator: " | ")
}

func welcomeAll<G: Greeter>(_ greeters: [G]) -> [String] {
  greeters.map { $0.greet("Blob") }
}

func welcome(_ greeter: some Greeter) -> String {
  greeter.greet("Jr")
}

script.run {
  print(largest([3, 9, 2]) ?? 0, largest(["pear", "plum"]) ?? "", largest([] as [Double]) == nil)
  await script.settle()
  print(describe([1, 2]), describe([2.5]), describe([true]), describe([Tag(name: "new")]))
  await script.settle()
  let pair = Pair(first: "x", second: 1)
  print(pair, pair.swapped(), describe([pair]))
  await script.settle()
  let anyGreeter: any Greeter = English()
  print(welcomeAll([English()]), welcome(English()), anyGreeter.greet("you"))
  await script.settle()
}
