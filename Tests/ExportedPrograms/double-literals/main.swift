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

enum Level {
  case low
  static var floor: Double {
    return 8
  }

  var weight: Double {
    return 7
  }
}

struct Scale {
  static var base: Double {
    return 5
  }

  var unit: Double {
    return 4
  }

  var step: Double {
    return 6
  }
}

func average(_ values: Double...) -> Double {
  guard !values.isEmpty else {
    return 0
  }
  return values.reduce(0, { $0 + $1 }) / Double(values.count)
}

func scaled(_ value: Double, by factor: Double = 2) -> Double {
  return value * factor
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Gauge: @unchecked Sendable {

  var ratio: Double {
    return 1
  }

  var limit: Double {
    return 2
  }

  func half() -> Double {
    return 3
  }
}

script.run {
  print(average(2, 4, 9), average(), average(1.5, 2))
  await script.settle()
  print(scaled(3), scaled(3, by: 1))
  await script.settle()
  let weights: [Double] = [1.0, 2.5, 3.0]
  print(weights, weights.reduce(0, { $0 + $1 }))
  print(String(5, radix: 2), String(255, radix: 16), String(-8, radix: 8))
  let gauge = Gauge()
  print(gauge.ratio, gauge.limit, gauge.half())
  await script.settle()
  print(Scale().unit, Scale.base, Scale().step)
  print(Level.low.weight, Level.floor)
  let nine: () -> Double = { () -> Double in
    return 9
  }
  let ten = { () -> Double in
    return 10
  }
  print(nine(), ten())
  await script.settle()
}
