// xctest-comparisons.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("xctest-comparisons.dep")

struct Thermostat {
  @Dependency(\.date.now) var now
  var target = 21

  func reading(after hours: Int) -> Int {
    return target - hours
  }
}

script.run {
  @Sendable func ThermostatTests_testPasses() async {
    let thermostat = Thermostat()
    script.assert(.notEqual, thermostat.reading(after: 1), thermostat.target, by: !=, at: 17, 5)
    await script.settle()
    script.assert(.greaterThan, thermostat.target, 20, by: >, at: 18, 5)
    script.assert(.greaterThanOrEqual, thermostat.reading(after: 1), 20, by: >=, at: 19, 5)
    await script.settle()
    script.assert(.lessThan, thermostat.reading(after: 2), thermostat.target, by: <, at: 20, 5)
    await script.settle()
    script.assert(.lessThanOrEqual, 1.5, 1.5, by: <=, at: 21, 5)
  }
  @Sendable func ThermostatTests_testFailures() async {
    let thermostat = Thermostat()
    script.assert(.notEqual, thermostat.target, 21, by: !=, at: 26, 5)
    script.assert(.notEqual, "warm", "warm", by: !=, message: "same words", at: 27, 5)
    script.assert(.greaterThan, thermostat.reading(after: 3), 20, by: >, at: 28, 5)
    await script.settle()
    script.assert(.greaterThanOrEqual, thermostat.reading(after: 2), 20, by: >=, at: 29, 5)
    await script.settle()
    script.assert(.lessThan, thermostat.target, 21, by: <, at: 30, 5)
    script.assert(.lessThanOrEqual, 2.5, 1.5, by: <=, message: "too warm", at: 31, 5)
  }
  await script.test("testPasses", testCase: "ThermostatTests") {
    await ThermostatTests_testPasses()
  }
  await script.test("testFailures", testCase: "ThermostatTests") {
    await ThermostatTests_testFailures()
  }
}
