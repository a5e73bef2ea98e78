import DependencyRuntime
import Dispatch
import Foundation
import Testing

/// SEMANTICS §6, row by row. Inside `withDependencies { $0.full = 7 }` in the test context
/// (default 3), each test reads `full` through a `@Dependency` declared where the read happens,
/// then through a model created in the scope: `[declared there, model]`.
@Suite struct PropagationTable {
  @Test("Same scope: 7 | 7")
  func sameScope() {
    withFreshRoot { _ in
      let reads = withDependencies {
        $0.full = 7
      } operation: {
        let model = FullModel()
        return [readFull(), model.full]
      }
      #expect(reads == [7, 7])
    }
  }

  @Test("Task {} whose body runs after its scope returned: 7 | 7")
  func taskRunningAfterTheScope() async {
    await withFreshRoot { _ in
      let (gate, open) = AsyncStream<Void>.makeStream()
      let scopeEnded = LockIsolated(false)
      let task = withDependencies {
        $0.full = 7
      } operation: {
        let model = FullModel()
        return Task {
          for await _ in gate { break }
          return [scopeEnded.value ? 1 : 0, readFull(), model.full]
        }
      }
      scopeEnded.setValue(true)
      open.yield()
      #expect(await task.value == [1, 7, 7])
    }
  }

  @Test("Task {} from an async scope, run after it returned: 7 | 7")
  func taskFromAsyncScope() async {
    await withFreshRoot { _ in
      let (gate, open) = AsyncStream<Void>.makeStream()
      let task = await withDependencies {
        await Task.yield()
        $0.full = 7
      } operation: {
        let model = FullModel()
        await Task.yield()
        return Task {
          for await _ in gate { break }
          return [readFull(), model.full]
        }
      }
      #expect(readFull() == 3)
      open.yield()
      #expect(await task.value == [7, 7])
    }
  }

  @Test("Task {} created in a synchronous scope on a Thread: 7 | 7")
  func taskFromAThread() async {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let task = await withCheckedContinuation { handOver in
      Thread {
        let task = withDependencies {
          $0.full = 7
        } operation: {
          let model = FullModel()
          return Task {
            for await _ in gate { break }
            return [readFull(), model.full]
          }
        }
        handOver.resume(returning: task)
        open.yield()  // only once the thread's scope has returned
      }.start()
    }
    #expect(await task.value == [7, 7])
  }

  @Test("async let and task group children: 7 | 7")
  func structuredChildren() async {
    await withFreshRoot { _ in
      let reads = await withDependencies {
        $0.full = 7
      } operation: {
        let model = FullModel()
        async let declared = readFull()
        async let viaModel = model.full
        let grouped = await withTaskGroup(of: [Int].self) { group in
          group.addTask { [readFull(), model.full] }
          return await group.next() ?? []
        }
        return [await declared, await viaModel] + grouped
      }
      #expect(reads == [7, 7, 7, 7])
    }
  }

  @Test("Task.detached {}: 3 | 7")
  func detachedTask() async {
    let reads = await columns { model in
      await Task.detached { [readFull(), model.full] }.value
    }
    #expect(reads == [3, 7])
  }

  @Test("DispatchQueue.global().async: 3 | 7")
  func dispatchAsync() async {
    let reads = await columns { model in
      await withCheckedContinuation { done in
        DispatchQueue.global().async { done.resume(returning: [readFull(), model.full]) }
      }
    }
    #expect(reads == [3, 7])
  }

  @Test("DispatchQueue.global().sync keeps them: 7 | 7")
  func dispatchSync() {
    withFreshRoot { _ in
      let reads = withDependencies {
        $0.full = 7
      } operation: {
        let model = FullModel()
        return DispatchQueue.global().sync { [readFull(), model.full] }
      }
      #expect(reads == [7, 7])
    }
  }

  @Test("Thread {}: 3 | 7")
  func thread() async {
    let reads = await columns { model in
      await withCheckedContinuation { done in
        Thread { done.resume(returning: [readFull(), model.full]) }.start()
      }
    }
    #expect(reads == [3, 7])
  }

  @Test("Escaping closure stored in scope, called later outside: caller's scope | 7")
  func escapingClosure() {
    withFreshRoot { _ in
      let later: () -> [Int] = withDependencies {
        $0.full = 7
      } operation: {
        let model = FullModel()
        return { [readFull(), model.full] }
      }
      #expect(later() == [3, 7])
      // In a caller's scope that overrides it, that scope wins for both (current wins).
      #expect(withDependencies({ $0.full = 8 }, operation: later) == [8, 8])
      #expect(withDependencies({ $0.context = .live }, operation: later) == [1, 7])
    }
  }

  @Test("DispatchQueue + withEscapedDependencies/yield: 7 | 7")
  func escapedDependencies() async {
    await withFreshRoot { _ in
      let reads = await withDependencies {
        $0.full = 7
      } operation: {
        let model = FullModel()
        return await withCheckedContinuation { done in
          withEscapedDependencies { continuation in
            DispatchQueue.global().async {
              done.resume(returning: continuation.yield { [readFull(), model.full] })
            }
          }
        }
      }
      #expect(reads == [7, 7])
    }
  }

  @Test("yield drops the overrides in force where it is called: 7 | 7")
  func yieldDropsCallSiteOverrides() async {
    await withFreshRoot { _ in
      let (continuation, model) = withDependencies {
        $0.full = 7
      } operation: {
        withEscapedDependencies { ($0, FullModel()) }
      }
      let reads = await withCheckedContinuation { done in
        DispatchQueue.global().async {
          let reads = withDependencies {
            $0.full = 8
          } operation: {
            continuation.yield { [readFull(), model.full] }
          }
          done.resume(returning: reads)
        }
      }
      #expect(reads == [7, 7])
    }
  }

  /// The table's two columns for work started inside `withDependencies { $0.full = 7 }` in a
  /// fresh test root: what a `@Dependency` declared where the work runs reads, and what a
  /// model created in the scope reads there.
  private func columns(
    startingWorkIn spawn: (FullModel) async -> [Int]
  ) async -> [Int] {
    await withFreshRoot { _ in
      await withDependencies {
        $0.full = 7
      } operation: {
        await spawn(FullModel())
      }
    }
  }
}
