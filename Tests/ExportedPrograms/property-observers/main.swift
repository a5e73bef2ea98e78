// property-observers.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("property-observers.dep")

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Thermostat: @unchecked Sendable {
  var log: [String] = []
  var target: Int {
    willSet {
      log.append("will \(target) -> \(newValue)")
    }
    didSet(previous) {
      log.append("did \(previous) -> \(target)")
    }
  }
  var changes = 0 {
    didSet {
      print("changes now", changes, "was", oldValue)
    }
  }

  init(target: Int) {
    self.target = target
    changes = 0
  }

  func nudge(by amount: Int) {
    target += amount
    changes += 1
  }

  func set(_ value: Int) {
    target = value
  }
}

script.run {
  let thermostat = Thermostat(target: 20)
  print(thermostat.log.isEmpty)
  thermostat.nudge(by: 2)
  await script.settle()
  thermostat.set(18)
  await script.settle()
  print(thermostat.log)
  print(thermostat.target, thermostat.changes)
}
