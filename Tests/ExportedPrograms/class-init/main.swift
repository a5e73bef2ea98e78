// class-init.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation
import Observation

let script = Script("class-init.dep")

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Counter: @unchecked Sendable {
  let name: String
  private(set) var count: Int
  var history: [Int] = []
  let kind = "counter"

  var summary: String {
    return "\(name): \(count) after \(history.count) steps"
  }

  init(name: String, start: Int = 0) {
    self.name = name
    count = start
  }

  init(copying other: Counter) {
    name = other.name + " copy"
    count = other.count
  }

  func increment(by amount: Int = 1) {
    count += amount
    history.append(count)
  }

  func total(plus extra: Int) -> Int {
    return count + extra
  }
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
@Observable
final class Stamp: @unchecked Sendable {
  let label: String
  var made: Date

  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  init(label: String) {
    @Dependency(\.date.now) var now
    self.label = label
    self.made = now
  }

  func id() -> UUID {
    return uuid()
  }
}

script.run {
  let counter = Counter(name: "taps", start: 10)
  counter.increment()
  await script.settle()
  counter.increment(by: 5)
  await script.settle()
  let alias = counter
  alias.increment()
  await script.settle()
  print(counter.summary)
  print(counter.history, counter.kind)
  print(counter === alias, counter !== Counter(name: "other"))
  let copy = Counter(copying: counter)
  print(copy.summary, copy.total(plus: 3))
  await script.settle()
  let stamp = withDependencies {
    $0.date.now = Date(timeIntervalSince1970: 60)
    $0.uuid = .incrementing
  } operation: { Stamp(label: "first") }
  print(stamp.label, stamp.made)
  print(stamp.id())
  await script.settle()
}
