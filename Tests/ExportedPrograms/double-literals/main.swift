// double-literals.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("double-literals.dep")

func average(_ values: Double...) -> Double {
  guard !values.isEmpty else {
    return 0
  }
  return values.reduce(0, { $0 + $1 }) / Double(values.count)
}

func scaled(_ value: Double, by factor: Double = 2) -> Double {
  return value * factor
}

script.run {
  print(average(2, 4, 9), average(), average(1.5, 2))
  await script.settle()
  print(scaled(3), scaled(3, by: 1))
  await script.settle()
  let weights: [Double] = [1.0, 2.5, 3.0]
  print(weights, weights.reduce(0, { $0 + $1 }))
  print(String(5, radix: 2), String(255, radix: 16), String(-8, radix: 8))
}
