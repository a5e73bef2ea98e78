// custom-description.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("custom-description.dep")

struct Temperature: CustomStringConvertible {
  var celsius: Int

  var description: String {
    return "\(celsius)°C"
  }
}

struct Reading: CustomStringConvertible {
  var place: String
  var temperature: Temperature

  var description: String {
    return "\(place): \(temperature)"
  }
}

struct Log {
  var readings: [Temperature]
}

struct Price: Comparable, CustomStringConvertible {
  var cents: Int

  var description: String {
    return "\(cents)¢"
  }

  static func < (lhs: Price, rhs: Price) -> Bool {
    return lhs.cents < rhs.cents
  }
}

script.run {
  let roof = Temperature(celsius: 21)
  print(roof)
  print("on the roof it is \(roof)")
  print(Reading(place: "cellar", temperature: Temperature(celsius: 12)))
  print(Log(readings: [roof, Temperature(celsius: 3)]))
  let prices = [Price(cents: 250), Price(cents: 99), Price(cents: 1200)]
  print(prices.sorted(), prices.min()!, prices.max()!)
  print(prices[0] > prices[1], prices[1] <= prices[1], prices[0] >= prices[2])
  print(max(prices[0], prices[1]), prices.sorted(by: { $0 > $1 }))
}
