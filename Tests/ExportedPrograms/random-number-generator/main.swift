// random-number-generator.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("random-number-generator.dep")

struct StepGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = (state &* 6364136223846793005) &+ 1442695040888963407
    return state
  }
}

struct Dice {
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func roll(times: Int) -> [Int] {
    return withRandomNumberGenerator { generator in
      (0..<times).map { _ in
        Int.random(in: 1...6, using: &generator)
      }
    }
  }
}

script.run {
  var generator = StepGenerator(state: 7)
  print(Int.random(in: 1...6, using: &generator), Int.random(in: 0..<100, using: &generator))
  await script.settle()
  print(Bool.random(using: &generator), Bool.random(using: &generator))
  await script.settle()
  var again = StepGenerator(state: 7)
  print(Int.random(in: 1...6, using: &again))
  await script.settle()
  withDependencies {
    $0.withRandomNumberGenerator = WithRandomNumberGenerator(StepGenerator(state: 7))
  } operation: {
    let dice = Dice()
    print(dice.roll(times: 3), dice.roll(times: 2))
  }
  await script.settle()
}
