// uuid-generator-closure.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("uuid-generator-closure.dep")

struct Tickets {
  @Dependency(\.uuid) var uuid

  func issue(_ seats: [String]) -> [UUID] {
    seats.map { _ in
      return uuid()
    }
  }
}

script.run {
  let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
  let same = withDependencies { $0.uuid = UUIDGenerator { fixed } } operation: { Tickets().issue(["A1", "A2"]) }
  await script.settle()
  print(same[0] == same[1], same[0].uuidString)
  let counter = LockIsolated(10)
  let counting = withDependencies {
    $0.uuid = UUIDGenerator {
      counter.withValue { count in
        count += 1
        return UUID(count)
      }
    }
  } operation: { Tickets().issue(["A1", "A2"]) }
  await script.settle()
  print(counting.map(\.uuidString))
  print(counter.value)
}
