// export-shapes.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Dispatch
import Foundation

let script = Script("export-shapes.dep")

enum FullKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 3
}

extension DependencyValues {
  var full: Int {
    get { self[FullKey.self] }
    set { self[FullKey.self] = newValue }
  }
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Counter: @unchecked Sendable {
  @Dependency(\.full) var full

  func one() -> Int {
    return 1
  }

  func doubled() -> Int {
    return full * 2
  }

  func first() -> Int {
    for i in 1...3 {
      return i
    }
    return 0
  }
}

script.run {
  let counter = Counter()
  print(counter.one(), counter.first(), counter.doubled())
  await script.settle()
  withDependencies { $0.full = 7 } operation: {
    // a Thread starts empty: overrides lost
    Thread(block: script.unit(.thread) {
      let start = {
        // Task {} copies task-locals: overrides inherited
        return Task(executorPreference: script.executor, operation: script.unit(.task) {
          @Dependency(\.full) var full
          print("in a Thread", full)
        })
      }
      start()
    }).start()
    script.waitForBlocks()
    let later = {
      // Task {} copies task-locals: overrides inherited
      return Task(executorPreference: script.executor, operation: script.unit(.task) {
        @Dependency(\.full) var full
        print("in a closure", full)
      })
    }
    later()
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      // a Thread starts empty: overrides lost
      Thread(block: script.unit(.thread) {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          // Task {} copies task-locals: overrides inherited
          _ = Task(executorPreference: script.executor, operation: script.unit(.task) {
            @Dependency(\.full) var full
            print("in a yield", full)
          })
        }
      }).start()
      script.waitForBlocks()
    }
    // DispatchQueue.sync runs the block on the calling thread: overrides inherited
    DispatchQueue.global().sync(execute: script.unit(.globalQueue) {
      // Task {} copies task-locals: overrides inherited
      Task(executorPreference: script.executor, operation: script.unit(.task) {
        @Dependency(\.full) var full
        print("in a sync block", full)
      })
    })
    script.waitForBlocks()
  }
  await script.settle()
}
