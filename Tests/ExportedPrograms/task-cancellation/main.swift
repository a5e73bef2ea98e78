// task-cancellation.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("task-cancellation.dep")

func step(_ n: Int) throws -> Int {
  try Task.checkCancellation()
  return n * 10
}

script.run {
  print("top level cancelled? \(Task.isCancelled)")
  // Task {} copies task-locals: overrides inherited
  let worker = Task(executorPreference: script.executor, operation: script.unit(.task) {
    do {
      try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .seconds(5)) }
      await script.settle()
    } catch {
      print("worker's sleep ended with \(error)")
    }
    print("worker cancelled? \(Task.isCancelled)")
    do {
      try print(step(2))
      await script.settle()
    } catch is CancellationError {
      print("step 2 threw CancellationError")
    } catch {
      print("step 2 threw \(error)")
    }
  })
  worker.cancel()
  await worker.value
  // Task {} copies task-locals: overrides inherited
  let parent = Task(executorPreference: script.executor, operation: script.unit(.task) {
    return await withTaskGroup(of: Void.self) { group in
      // a child task copies task-locals: overrides inherited
      group.addTask(operation: script.unit(.groupChild) {
        do {
          try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .seconds(5)) }
          await script.settle()
        } catch is CancellationError {
          print("child's sleep was cancelled")
        } catch {
          print("child's sleep ended with \(error)")
        }
        await script.settle()
        print("child cancelled with its parent? \(Task.isCancelled)")
      })
    }
  })
  parent.cancel()
  await parent.value
  // Task {} copies task-locals: overrides inherited
  let outer = Task(executorPreference: script.executor, operation: script.unit(.task) {
    do {
      try await script.sleeping(on: ContinuousClock()) { try await Task.sleep(for: .seconds(5)) }
      await script.settle()
    } catch {
      print("outer's sleep ended")
    }
    // Task {} copies task-locals: overrides inherited
    let inner = Task(executorPreference: script.executor, operation: script.unit(.task) { Task.isCancelled })
    print("outer cancelled? \(Task.isCancelled), inner? \(await inner.value)")
  })
  outer.cancel()
  await outer.value
  // Task {} copies task-locals: overrides inherited
  let running = Task(executorPreference: script.executor, operation: script.unit(.task) {
    var total = 0
    for n in 1...3 {
      do {
        total += try step(n)
      } catch {
        print("step \(n) threw \(error)")
      }
    }
    return total
  })
  print(await running.value)
  do {
    throw CancellationError()
  } catch {
    print("caught \(error)")
  }
}
