// task-sleep.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("task-sleep.dep")

func fetchCount() async throws -> Int {
  try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(nanoseconds: 1000) }
  await script.settle()
  return 3
}

script.run {
  try print(await fetchCount())
  let clock = TestClock()
  try await withDependencies { $0.continuousClock = clock } operation: {
    try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .milliseconds(1)) }
    print("slept without advancing the TestClock")
  }
  do {
    try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .milliseconds(1)) }
    await script.settle()
    print("no error")
  } catch {
    print("caught", error)
  }
}
