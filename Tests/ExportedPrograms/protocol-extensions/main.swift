// protocol-extensions.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("protocol-extensions.dep")

protocol Meter {
  var unit: String { get }
  func reading(_ amount: Int) -> String
}

extension Meter {
  func reading(_ amount: Int) -> String {
    return "\(amount) \(unit)"
  }

  func report(_ amounts: [Int]) -> String {
    let parts = amounts.map(reading)
    return parts.joined(separator: ", ")
  }
}

struct Scale: Meter {
  let unit = "kg"
}

struct Thermometer: Meter {
  let unit = "°C"

  func reading(_ amount: Int) -> String {
    return (amount < 0) ? "frost" : "\(amount)\(unit)"
  }
}

script.run {
  print(Scale().reading(3))
  await script.settle()
  print(Thermometer().report([-2, 18]))
  await script.settle()
  let meters: [any Meter] = [Scale(), Thermometer()]
  for meter in meters {
    print(meter.report([1, 2]))
  }
  await script.settle()
}
