// 08-unstructured-work.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
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

let script = Script("08-unstructured-work.md")

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

  func show() {
    print(full)
  }
}

script.run(in: .test) {
  await withDependencies { $0.full = 7 } operation: {
    // Task {} copies task-locals: overrides inherited
    let t = Task(executorPreference: script.executor, operation: script.unit(.task) {
      @Dependency(\.full) var full
      return full
    })
    script.expect(await t.value, ==, 7, "await t.value == 7", showing: ("await t.value", nil), at: 9, 3)
  }
  let clock = TestClock()
  await withDependencies { $0.full = 7 } operation: {
    // Task {} copies task-locals: overrides inherited
    Task(executorPreference: script.executor, operation: script.unit(.task) {
      try await script.sleeping(on: clock) { try await clock.sleep(for: .seconds(1)) }
      @Dependency(\.full) var full
      print(full)
    })
  }
  @Dependency(\.full) var full
  print(full)
  script.expect(output: "3", at: 19, 1)
  await script.advancing { await clock.advance(by: .seconds(1)) }
  await withDependencies { $0.full = 7 } operation: {
    // Task.detached starts empty: overrides lost
    let d = Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
      @Dependency(\.full) var full
      return full
    })
    script.expect(await d.value, ==, 3, "await d.value == 3", showing: ("await d.value", nil), at: 23, 3)
  }
  withDependencies { $0.full = 7 } operation: {
    // a DispatchQueue.global() block runs on another thread: overrides lost
    DispatchQueue.global().async(execute: script.unit(.globalQueue) {
      @Dependency(\.full) var full
      print(full)
    })
    script.waitForBlocks()
  }
  script.expect(output: "3", at: 28, 1)
  withDependencies { $0.full = 7 } operation: {
    // a Thread starts empty: overrides lost
    Thread(block: script.unit(.thread) {
      @Dependency(\.full) var full
      print(full)
    }).start()
    script.waitForBlocks()
  }
  script.expect(output: "3", at: 32, 1)
  withDependencies { $0.full = 7 } operation: {
    // script.mainQueue stands in for DispatchQueue.main, another thread: overrides lost
    script.mainQueue.async(execute: script.unit(.mainQueue) {
      @Dependency(\.full) var full
      print(full)
    })
    script.waitForBlocks()
  }
  script.expect(output: "3", at: 36, 1)
  withDependencies { $0.full = 7 } operation: {
    // DispatchQueue.sync runs the block on the calling thread: overrides inherited
    DispatchQueue.global().sync(execute: script.unit(.globalQueue) {
      @Dependency(\.full) var full
      print(full)
    })
    script.waitForBlocks()
  }
  script.expect(output: "7", at: 40, 1)
  let callback = withDependencies { $0.full = 7 } operation: {
    let later = {
      @Dependency(\.full) var full
      print(full)
    }
    later()
    return later
  }
  script.expect(output: "7", at: 46, 1)
  callback()
  script.expect(output: "3", at: 48, 1)
  withDependencies { $0.full = 9 } operation: { callback() }
  script.expect(output: "9", at: 50, 1)
  let f = withDependencies { $0.full = 7 } operation: { Feature() }
  // a DispatchQueue.global() block runs on another thread: overrides lost
  DispatchQueue.global().async(execute: script.unit(.globalQueue) { f.show() })
  script.waitForBlocks()
  script.expect(output: "7", at: 53, 1)
  let model = withDependencies { $0.full = 7 } operation: { Feature() }
  // Task.detached starts empty: overrides lost
  let d = Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) { model.full })
  script.expect(await d.value, ==, 7, "await d.value == 7", showing: ("await d.value", nil), at: 56, 1)
}
