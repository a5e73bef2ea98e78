// rounding.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("rounding.dep")

enum Size: Int {
  case small = 1
  case large = 3
}

script.run {
  let values = [2.5, -2.5, 1.2, -1.7]
  for value in values {
    print(value.rounded(), value.rounded(.up), value.rounded(.down), value.rounded(.towardZero))
  }
  for v in values {
    let nearest = v.rounded(.toNearestOrAwayFromZero)
    print(v.rounded(.awayFromZero), v.rounded(.toNearestOrEven), nearest)
  }
  let kilograms = 1.2
  print(Int(kilograms.rounded(.up)) * 3)
  let large = Size(rawValue: 3).map { "size \($0)" } ?? "none"
  print(large, Size(rawValue: 2).map { "\($0)" } ?? "none")
  let doubled = Size(rawValue: 1).flatMap { ($0 == .small) ? 2 : nil }
  print(doubled ?? 0, Size(rawValue: 3).flatMap { ($0 == .small) ? 2 : nil } ?? 0)
}
