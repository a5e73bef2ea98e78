// implied-random.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("implied-random.dep")

struct Stepper: RandomNumberGenerator {
  var state: UInt64 = 7

  mutating func next() -> UInt64 {
    state = (state &* 6364136223846793005) &+ 1442695040888963407
    return state
  }
}

func doubled(_ value: Int) -> Int {
  return value * 2
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Table: @unchecked Sendable {
  var dice = (1, 1)

  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func roll() {
    dice = withRandomNumberGenerator { generator in
      return (.random(in: 1...6, using: &generator), .random(in: 1...6, using: &generator))
    }
  }
}

script.run {
  var rng = Stepper()
  let pair: (Int, Int) = (.random(in: 1...6, using: &rng), .random(in: 1...6, using: &rng))
  print(pair)
  let heads: Bool = .random(using: &rng)
  print(heads)
  let roll: Int = .random(in: 1...100, using: &rng)
  print(roll)
  print(doubled(.random(in: 1...3, using: &rng)))
  await script.settle()
  let table = withDependencies {
    $0.withRandomNumberGenerator = WithRandomNumberGenerator(Stepper())
  } operation: { Table() }
  table.roll()
  await script.settle()
  print(table.dice.0, table.dice.1)
  table.roll()
  await script.settle()
  print(table.dice.0, table.dice.1)
}
