// 09-escaped-dependencies.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
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

let script = Script("09-escaped-dependencies.md")

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
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      // a DispatchQueue.global() block runs on another thread: overrides lost
      DispatchQueue.global().async(execute: script.unit(.globalQueue) {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          @Dependency(\.full) var full
          print(full)
        }
      })
      script.waitForBlocks()
    }
  }
  await script.settle()
  script.expect(output: "7", at: 10, 1)
  withDependencies { $0.full = 7 } operation: {
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      withDependencies { $0.full = 8 } operation: {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          @Dependency(\.full) var full
          print(full)
        }
      }
    }
  }
  await script.settle()
  withDependencies { $0.full = 7 } operation: {
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      // a DispatchQueue.global() block runs on another thread: overrides lost
      DispatchQueue.global().async(execute: script.unit(.globalQueue) {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          withDependencies { $0.full = 9 } operation: {
            @Dependency(\.full) var full
            print(full)
          }
        }
      })
      script.waitForBlocks()
    }
  }
  await script.settle()
  script.expect(output: "9", at: 27, 1)
  withDependencies { $0.full = 7 } operation: {
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      // a DispatchQueue.global() block runs on another thread: overrides lost
      DispatchQueue.global().async(execute: script.unit(.globalQueue) {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          @Dependency(\.full) var full
          print(full)
        }
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          // withEscapedDependencies keeps the overrides for continuation.yield
          withEscapedDependencies { inner in
            // a Thread starts empty: overrides lost
            Thread(block: script.unit(.thread) {
              // continuation.yield runs with the escaped values: overrides restored
              inner.yield {
                @Dependency(\.full) var full
                print(full)
              }
            }).start()
            script.waitForBlocks()
          }
        }
      })
      script.waitForBlocks()
    }
  }
  await script.settle()
  script.expect(output: "7", at: 40, 1)
  let onDone = withDependencies { $0.full = 7 } operation: {
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      return {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          @Dependency(\.full) var full
          print(full)
        }
      }
    }
  }
  await script.settle()
  onDone()
  await script.settle()
  script.expect(output: "7", at: 47, 1)
  let callback = withDependencies { $0.full = 7 } operation: {
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      let report = {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          @Dependency(\.full) var full
          print(full)
        }
      }
      return report
    }
  }
  await script.settle()
  withDependencies { $0.full = 1 } operation: { callback() }
  await script.settle()
  script.expect(output: "7", at: 55, 1)
}
