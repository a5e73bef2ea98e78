// task-group-results.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("task-group-results.dep")

enum RateKey: DependencyKey {
  static let liveValue = 10
  static let testValue = 1
}

extension DependencyValues {
  var rate: Int {
    get { self[RateKey.self] }
    set { self[RateKey.self] = newValue }
  }
}

func totals(_ counts: [Int]) async -> [Int: Int] {
  let result = await withTaskGroup(of: (Int, Int).self) { group in
    for count in counts {
      // a child task copies task-locals: overrides inherited
      group.addTask(operation: script.unit(.groupChild) {
        @Dependency(\.rate) var rate
        return (count, count * rate)
      })
    }
    await script.settle()
    var result: [Int: Int] = [:]
    for await (count, total) in group {
      result[count] = total
    }
    return result
  }
  await script.settle()
  return result
}

script.run {
  let live = await totals([1, 2, 3])
  print(live.sorted { $0.key < $1.key }.map { $0.value })
  let overridden = await withDependencies { $0.rate = 100 } operation: { await totals([4, 5]) }
  print(overridden.values.reduce(0, { $0 + $1 }))
  let first = await withTaskGroup(of: Int.self) { group in
    // a child task copies task-locals: overrides inherited
    group.addTask(operation: script.unit(.groupChild) { 7 })
    let one = await group.next() ?? 0
    let none = await group.next()
    return one + (none ?? 100)
  }
  print(first)
  await withTaskGroup(of: Void.self) { group in
    // a child task copies task-locals: overrides inherited
    group.addTask(operation: script.unit(.groupChild) { print("child ran") })
    await group.waitForAll()
    print("after waitForAll")
  }
  let sum = await withTaskGroup(of: Int.self) { group in
    for n in 1...4 {
      // a child task copies task-locals: overrides inherited
      group.addTask(operation: script.unit(.groupChild) {
        @Dependency(\.rate) var rate
        return n * rate
      })
    }
    return await group.reduce(0, { $0 + $1 })
  }
  print(sum)
}
