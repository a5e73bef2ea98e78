import Dependencies

struct StepGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}

struct Dice {
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func roll(times: Int) -> [Int] {
    withRandomNumberGenerator { generator in
      (0..<times).map { _ in Int.random(in: 1...6, using: &generator) }
    }
  }
}

let rolls = withDependencies {
  $0.withRandomNumberGenerator = WithRandomNumberGenerator(StepGenerator(state: 7))
} operation: {
  Dice().roll(times: 5)
}
print(rolls)
