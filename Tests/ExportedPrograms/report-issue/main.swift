// report-issue.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("report-issue.dep")

script.run {
  reportIssue("the cache is cold")
  @Sendable func reportsAndGoesOn() async {
    reportIssue("total is \(2 + 1)")
    print("after reportIssue")
  }
  @Sendable func recordsAndGoesOn() async {
    reportIssue("no rows")
    await script.settle()
    print("after Issue.record")
  }
  @Sendable func passes() async {
    script.expectation(1 + 1, ==, 2, "==", ("1 + 1", true), ("2", false), at: 20, 3)
  }
  await script.test("reportsAndGoesOn") {
    await reportsAndGoesOn()
  }
  await script.test("recordsAndGoesOn") {
    await recordsAndGoesOn()
  }
  await script.test("passes") {
    await passes()
  }
}
