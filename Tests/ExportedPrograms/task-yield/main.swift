// task-yield.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("task-yield.dep")

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Loader: @unchecked Sendable {
  var log: [String] = []

  @Dependency(\.continuousClock) var clock

  func load() async {
    log.append("started")
    await Task.yield()
    await script.settle()
    do {
      try await script.sleeping(on: self.clock) { try await self.clock.sleep(for: .milliseconds(250)) }
      await script.settle()
    } catch {
      log.append("cancelled")
    }
    await script.settle()
    log.append("finished")
  }
}

script.run {
  let loader = withDependencies { $0.continuousClock = ImmediateClock() } operation: { Loader() }
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) { await loader.load() })
  await task.value
  print(loader.log.joined(separator: " then "))
  // Task {} copies task-locals: overrides inherited
  let counted = Task(executorPreference: script.executor, operation: script.unit(.task) {
    var total = 0
    for step in 1...3 {
      total += step
      await Task.yield()
    }
    return total
  })
  print(await counted.value)
}
