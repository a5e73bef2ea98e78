// throwing-task-group.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("throwing-task-group.dep")

struct Flaky: Error, Equatable {
  var id: Int
}

func totalSize(of ids: [Int]) async throws -> Int {
  let result = try await withThrowingTaskGroup(of: Int.self) { group in
    for id in ids {
      // a child task copies task-locals: overrides inherited
      group.addTask(operation: script.unit(.groupChild) {
        if id == 3 {
          throw Flaky(id: id)
        }
        return id * 100
      })
    }
    await script.settle()
    var total = 0
    for try await size in group {
      total += size
    }
    return total
  }
  await script.settle()
  return result
}

script.run {
  do {
    try print(await totalSize(of: [1, 2]))
    await script.settle()
    try print(await totalSize(of: [1, 3]))
    await script.settle()
    print("not reached")
  } catch {
    print("caught", error)
  }
  let unread = await withThrowingTaskGroup(of: Int.self) { group in
    // a child task copies task-locals: overrides inherited
    group.addTask(operation: script.unit(.groupChild) { throw Flaky(id: 4) })
    return 5
  }
  print("unread error dropped", unread)
}
