import Dependencies
import Observation

struct CountingGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  mutating func next() -> UInt64 {
    state = 2_862_933_555_777_941_757 &* state &+ 3_037_000_493
    return state
  }
}

@Observable
final class BoardGameModel {
  var dice = (1, 1)

  @ObservationIgnored
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func rollDice() {
    dice = withRandomNumberGenerator { generator in
      (
        .random(in: 1...6, using: &generator),
        .random(in: 1...6, using: &generator)
      )
    }
  }
}

let model = withDependencies {
  $0.withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator(seed: 7))
} operation: {
  BoardGameModel()
}

for _ in 1...4 {
  model.rollDice()
  print(model.dice.0, model.dice.1)
}
