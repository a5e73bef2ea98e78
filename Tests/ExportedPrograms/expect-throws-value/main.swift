// expect-throws-value.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("expect-throws-value.dep")

struct Rejected: Error, Equatable {}

enum Failure: Error, Equatable {
  case offline
  case status(Int)
}

script.run {
  @Sendable func theSameErrorHolds() async {
    let caught = script.expectation(throws: Failure.status(3), "throws: Failure.status(3)", at: 12, 16) { throw Failure.status(3) }
    await script.settle()
    print("caught", caught!)
  }
  @Sendable func otherErrorsFail() async {
    script.expectation(throws: Failure.offline, "throws: Failure.offline", at: 17, 3) { throw Failure.status(5) }
    await script.settle()
    script.expectation(throws: Failure.offline, "throws: Failure.offline", at: 18, 3) { throw Rejected() }
    script.expectation(throws: Failure.offline, "throws: Failure.offline", at: 19, 3) { 8 }
  }
  await script.test("theSameErrorHolds") {
    await theSameErrorHolds()
  }
  await script.test("otherErrorsFail") {
    await otherErrorsFail()
  }
}
