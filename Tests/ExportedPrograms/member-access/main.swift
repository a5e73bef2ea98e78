// member-access.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("member-access.dep")

struct Tally: CustomStringConvertible {
  private(set) var total: Int
  private var additions = 0

  var description: String {
    return "\(total) in \(additions)"
  }

  init(start: Int) {
    total = start
  }

  mutating func add(_ n: Int) {
    total += n
    additions += 1
  }
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Counter: @unchecked Sendable {
  private(set) var count = 0
  private var steps = 0
  fileprivate var label = "taps"

  func increment() {
    count += 1
    steps += 1
  }

  func double() {
    count = count * 2
    steps += 1
  }

  func summary() -> String {
    return "\(label): \(count) after \(steps) steps"
  }
}

script.run {
  let counter = Counter()
  counter.increment()
  await script.settle()
  counter.double()
  await script.settle()
  print(counter.count, counter.summary())
  await script.settle()
  var tally = Tally(start: 10)
  tally.add(5)
  await script.settle()
  print(tally.total, tally)
}
