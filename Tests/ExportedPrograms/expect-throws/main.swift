// expect-throws.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("expect-throws.dep")

struct Flaky: Error, Equatable {}

struct Rejected: Error, Equatable {
  var code: Int
}

enum Failure: Error {
  case offline
  case status(Int)
}

script.run {
  @Sendable func flakyAttemptsThrow() async {
    script.expectation(throws: Flaky.self, "throws: Flaky.self", at: 18, 3) { throw Flaky() }
    await script.expectation(throws: Flaky.self, "throws: Flaky.self", at: 19, 9) {
      try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .milliseconds(1)) }
      await script.settle()
      throw Flaky()
    }
    await script.settle()
    script.expectation(throws: (any Error).self, "throws: (any Error).self", at: 23, 3) { throw Failure.status(503) }
    await script.settle()
    script.expectation(throws: Never.self, "throws: Never.self", at: 24, 3) { print("no error here") }
    let caught = script.expectation(throws: Rejected.self, "throws: Rejected.self", at: 25, 16) { throw Rejected(code: 7) }
    print("caught", caught!.code)
  }
  @Sendable func checksThatFail() async {
    script.expectation(throws: Flaky.self, "throws: Flaky.self", at: 30, 3) { 30 }
    await script.expectation(throws: Flaky.self, "throws: Flaky.self", comment: "the second try", at: 31, 9) {
      try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .milliseconds(1)) }
      await script.settle()
      return 40
    }
    await script.settle()
    script.expectation(throws: Flaky.self, "throws: Flaky.self", at: 35, 3) { throw Rejected(code: 2) }
    script.expectation(throws: Flaky.self, "throws: Flaky.self", at: 36, 3) { throw Failure.status(7) }
    await script.settle()
    script.expectation(throws: Never.self, "throws: Never.self", at: 37, 3) { throw Failure.offline }
    script.expectation(throws: (any Error).self, "throws: (any Error).self", at: 38, 3) { print("no error") }
  }
  await script.test("flakyAttemptsThrow") {
    await flakyAttemptsThrow()
  }
  await script.test("checksThatFail") {
    await checksThatFail()
  }
}
