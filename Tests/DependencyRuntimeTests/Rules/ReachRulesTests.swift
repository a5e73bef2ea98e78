import DependencyRuntime
import Dispatch
import Testing

/// SEMANTICS §6, rules 24–25: what keeps overrides, and carrying them by hand.
/// (The whole table, row by row, is in `Propagation/`.)
@Suite struct ReachRules {
  @Test("Rule 24: Task {} keeps overrides; Task.detached, GCD and threads lose them")
  func taskKeepsOverrides() async {
    await withFreshRoot { _ in
      let reads = await withDependencies {
        $0.full = 7
      } operation: {
        let task = Task { readFull() }
        let detached = Task.detached { readFull() }
        let queue = await withCheckedContinuation { continuation in
          DispatchQueue.global().async { continuation.resume(returning: readFull()) }
        }
        return [await task.value, await detached.value, queue]
      }
      #expect(reads == [7, 3, 3])
    }
  }

  @Test("Rule 25: yield runs with exactly the snapshot, whatever is in force where it runs")
  func yieldRunsTheSnapshot() {
    withFreshRoot { _ in
      let (continuation, snapshotInstance) = withDependencies {
        $0.full = 7
      } operation: {
        withEscapedDependencies { ($0, DependencyValues._current.instance) }
      }
      let reads = withDependencies {
        $0 = DependencyValues()
        $0.full = 8
        $0.liveOnly = 1
      } operation: {
        continuation.yield {
          [readFull(), DependencyValues._current.liveOnly]
        }
      }
      #expect(reads[0] == 7)
      #expect(reads[1] == 10)  // the override at the call site is dropped
      #expect(continuation.yield { DependencyValues._current.instance } === snapshotInstance)
    }
  }

  @Test("Rule 25: further overrides go inside yield; a continuation yields many times, nested")
  func yieldManyTimes() async {
    await withFreshRoot { _ in
      let continuation = withDependencies {
        $0.full = 7
      } operation: {
        withEscapedDependencies { $0 }
      }
      let inner = continuation.yield {
        withDependencies {
          $0.full = 9
        } operation: {
          readFull()
        }
      }
      #expect(inner == 9)
      let fromQueues = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<4 {
          group.addTask {
            await withCheckedContinuation { done in
              DispatchQueue.global().async {
                done.resume(returning: continuation.yield { readFull() })
              }
            }
          }
        }
        return await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(fromQueues == [7, 7, 7, 7])
      let nested = continuation.yield {
        withDependencies {
          $0.liveOnly = 5
        } operation: {
          withEscapedDependencies { $0 }
        }
      }
      #expect(nested.yield { [readFull(), DependencyValues._current.liveOnly] } == [7, 5])
      #expect(await continuation.yield { await Task { readFull() }.value } == 7)
    }
  }
}
