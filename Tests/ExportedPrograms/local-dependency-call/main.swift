// local-dependency-call.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("local-dependency-call.dep")

script.run {
  withDependencies { $0.uuid = .incrementing } operation: {
    @Dependency(\.uuid) var uuid
    let first = uuid()
    let second = uuid()
    print(first)
    print(second.uuidString)
    print(first == second)
  }
  await script.settle()
  @Dependency(\.uuid) var live
  print(live() == live())
  await script.settle()
}
