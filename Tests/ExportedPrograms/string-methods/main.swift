// string-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("string-methods.dep")

script.run {
  let name = "blob junior"
  print(name.uppercased(), name.capitalized)
  print("LOUD".lowercased(), name.count, name.isEmpty)
  print(name.hasPrefix("blob"), name.hasSuffix("sr"), name.contains("jun"))
  print(name.prefix(4), name.suffix(6))
  let words = "a,b,,c".split(separator: ",")
  print(words, words.count)
  print(["Blob", "Blob Jr."].joined(separator: " & "))
  print(String(42) + "!", Int("12"), Int("twelve"))
  print((Int("12") ?? 0) + 1)
  let count = 3
  let price = 2.5
  print(Double(count) * price, Int(price), Int(-2.9))
  print(Optional(count), Optional("Blob"))
  let missing: Int? = nil
  let some: Int? = .some(4)
  print(missing, some)
}
