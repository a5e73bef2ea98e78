// struct-property-observers.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("struct-property-observers.dep")

struct Thermostat {
  var log: [String] = []
  var target = 20 {
    willSet {
      log.append("will \(target)->\(newValue)")
    }
    didSet {
      if target > 30 {
        target = 30
      }
      log.append("did \(oldValue)->\(target)")
    }
  }
  var name = "hall" {
    didSet(previous) {
      log.append("renamed \(previous)")
    }
  }

  init(target: Int) {
    self.target = target
  }

  mutating func warm(by degrees: Int) {
    target += degrees
  }
}

func bump(_ value: inout Int) {
  value += 1
}

script.run {
  var thermostat = Thermostat(target: 18)
  thermostat.target = 22
  thermostat.warm(by: 20)
  await script.settle()
  bump(&thermostat.target)
  await script.settle()
  thermostat.name = "kitchen"
  print(thermostat.target)
  for line in thermostat.log {
    print(line)
  }
}
