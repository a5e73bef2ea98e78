// struct-extensions.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("struct-extensions.dep")

struct Temperature: Equatable {
  var celsius: Int

  static let freezing = Temperature(celsius: 0)

  var fahrenheit: Int {
    return ((celsius * 9) / 5) + 32
  }

  func warmer(by degrees: Int) -> Temperature {
    return Temperature(celsius: celsius + degrees)
  }

  mutating func warm(by degrees: Int = 1) {
    self = warmer(by: degrees)
  }
}

script.run {
  var today = Temperature.freezing.warmer(by: 20)
  await script.settle()
  print(today, today.fahrenheit)
  today.warm()
  await script.settle()
  today.warm(by: 4)
  await script.settle()
  print(today.celsius, today == Temperature(celsius: 25))
  print(Temperature.freezing.fahrenheit)
}
