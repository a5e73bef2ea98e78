// type-annotations.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("type-annotations.dep")

typealias UserID = Int

typealias Names = [String]

typealias Format = (Int) -> String

enum Tier: String {
  case free
  case pro
}

script.run {
  let id: UserID = 42
  let names: Names = ["Blob", "Blob Jr.", "Blob Sr."]
  let empty: [Int] = []
  let tiers: [Tier] = [.free, .pro]
  let nickname: String? = nil
  let label: String = "#\(id)"
  print(id, label)
  print(names.count, names.isEmpty, empty.isEmpty)
  print(names.first ?? "nobody", names.last ?? "nobody")
  print(empty.first ?? -1, empty.last ?? -1)
  print(tiers.last == .pro, nickname ?? "none")
  print("".isEmpty, "Blob".count)
}
