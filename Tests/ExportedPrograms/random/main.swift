// random.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("random.dep")

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Dice: @unchecked Sendable {
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func roll() -> Int {
    return withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  }
}

script.run(in: .test) {
  let dice = withDependencies {
    $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 0))
  } operation: { Dice() }
  print(dice.roll(), dice.roll(), dice.roll())
  await script.settle()
  withDependencies {
    $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 0))
  } operation: {
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    print(withRandomNumberGenerator { generator in
      Int.random(in: 1...6, using: &generator)
    })
    print(withRandomNumberGenerator { Bool.random(using: &$0) })
  }
  await script.settle()
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  await script.settle()
  let second = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  await script.settle()
  script.expect(issues: 1, kind: .noTestImplementation, key: "withRandomNumberGenerator", at: 25, 1)
}
