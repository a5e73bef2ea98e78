// propagation-table.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("propagation-table.dep")

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

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Feature: @unchecked Sendable {
  @Dependency(\.full) var full
}

script.run(in: .test) {
  let later = await withDependencies { $0.full = 7 } operation: {
    let model = Feature()
    @Dependency(\.full) var full
    print("same scope", full, model.full)
    // Task {} copies task-locals: overrides inherited
    Task(executorPreference: script.executor, operation: script.unit(.task) {
      @Dependency(\.full) var full
      print("Task", full, model.full)
    })
    await script.settle()
    // async let copies task-locals: overrides inherited
    async let a = script.unit(.asyncLet) {
      @Dependency(\.full) var full
      return full
    }()
    await script.settle()
    print("async let", await a, model.full)
    await script.settle()
    await withTaskGroup(of: Void.self) { group in
      // a child task copies task-locals: overrides inherited
      group.addTask(operation: script.unit(.groupChild) {
        @Dependency(\.full) var full
        print("group child", full, model.full)
      })
      await script.settle()
      withDependencies { $0.full = 8 } operation: {
        // a child task copies task-locals: overrides inherited
        group.addTask(operation: script.unit(.groupChild) {
          @Dependency(\.full) var full
          print("group child in a scope", full)
        })
      }
      await script.settle()
    }
    await script.settle()
    // Task.detached starts empty: overrides lost
    Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
      @Dependency(\.full) var full
      print("Task.detached", full, model.full)
    })
    await script.settle()
    // a DispatchQueue.global() block runs on another thread: overrides lost
    DispatchQueue.global().async(execute: script.unit(.globalQueue) {
      @Dependency(\.full) var full
      print("global queue", full, model.full)
    })
    await script.settle()
    // a Thread starts empty: overrides lost
    Thread(block: script.unit(.thread) {
      @Dependency(\.full) var full
      print("Thread", full, model.full)
    }).start()
    await script.settle()
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      // a DispatchQueue.global() block runs on another thread: overrides lost
      DispatchQueue.global().async(execute: script.unit(.globalQueue) {
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          @Dependency(\.full) var full
          print("escaped + yield", full, model.full)
        }
      })
      script.waitForBlocks()
    }
    await script.settle()
    // withEscapedDependencies keeps the overrides for continuation.yield
    withEscapedDependencies { continuation in
      // a Thread starts empty: overrides lost
      Thread(block: script.unit(.thread) {
        @Dependency(\.full) var full
        print("Thread before yield", full)
        // continuation.yield runs with the escaped values: overrides restored
        continuation.yield {
          @Dependency(\.full) var full
          print("Thread in yield", full)
        }
      }).start()
      script.waitForBlocks()
    }
    await script.settle()
    return {
      @Dependency(\.full) var full
      print("escaping closure", full, model.full)
    }
  }
  await script.settle()
  later()
  await script.settle()
  withDependencies { $0.full = 42 } operation: { later() }
  await script.settle()
}
