import DependencyRuntime
import Dispatch
import Testing

/// Many tasks and threads overriding the same key at once never see each other's values.
@Suite struct PropagationUnderLoad {
  private static let tasks = 32
  private static let threads = 8
  private static let readsPerWorker = 4_000

  /// Makes `reads` reads of `full` (declared here, through `model`, nested); counts those
  /// that do not give what this worker set.
  private static func mismatches(expecting expected: Int, model: FullModel, reads: Int) -> Int {
    @Dependency(\.full) var full
    var mismatches = 0
    for index in 0..<reads / 4 {
      if full != expected { mismatches += 1 }
      if model.full != expected { mismatches += 1 }
      if DependencyValues._current.full != expected { mismatches += 1 }
      let nested = withDependencies {
        $0.full = -index
      } operation: {
        readFull()
      }
      if nested != -index { mismatches += 1 }
    }
    return mismatches
  }

  @Test("Concurrent tasks and threads overriding one key: 0 mismatches over 160,000 reads")
  func isolationUnderLoad() async {
    let threadMismatches = LockIsolated(0)
    let group = DispatchGroup()
    for thread in 0..<Self.threads {
      group.enter()
      DispatchQueue.global().async {
        let expected = 1_000 + thread
        let found = withDependencies {
          $0.full = expected
        } operation: {
          Self.mismatches(
            expecting: expected, model: FullModel(), reads: Self.readsPerWorker)
        }
        threadMismatches.withValue { $0 += found }
        group.leave()
      }
    }
    let taskMismatches = await withTaskGroup(of: Int.self) { tasks in
      for task in 0..<Self.tasks {
        tasks.addTask {
          await withDependencies {
            $0.full = task
          } operation: {
            let model = FullModel()
            var found = 0
            for _ in 0..<4 {
              found += Self.mismatches(
                expecting: task, model: model, reads: Self.readsPerWorker / 4)
              await Task.yield()
            }
            return found
          }
        }
      }
      return await tasks.reduce(0, +)
    }
    await withCheckedContinuation { done in group.notify(queue: .global()) { done.resume() } }
    #expect(taskMismatches == 0)
    #expect(threadMismatches.value == 0)
  }
}
