// dispatch-main.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Dispatch

let script = Script("dispatch-main.dep")

enum FullKey: DependencyKey {
  static let liveValue = 1
  static let previewValue = 2
  static let testValue = 3
}

extension DependencyValues {
  var full: Int {
    get { self[FullKey.self] }
    set { self[FullKey.self] = newValue }
  }
}

script.run(in: .test) {
  withDependencies { $0.full = 7 } operation: {
    // script.mainQueue stands in for DispatchQueue.main, another thread: overrides lost
    script.mainQueue.async(execute: script.unit(.mainQueue) {
      @Dependency(\.full) var full
      print(full)
    })
    script.waitForBlocks()
    // DispatchQueue.sync runs the block on the calling thread: overrides inherited
    DispatchQueue.global().sync(execute: script.unit(.globalQueue) {
      @Dependency(\.full) var full
      print(full)
    })
    script.waitForBlocks()
  }
  await script.settle()
}
