/// A seeded, deterministic random number generator: a 64-bit linear congruential generator.
///
/// The same seed always gives the same sequence, on every platform, which makes it the
/// generator to hand `withRandomNumberGenerator` in tests. It is not suitable for anything
/// that needs unpredictable numbers.
///
/// ```swift
/// var generator = LCRNG(seed: 0)
/// Int.random(in: 1...6, using: &generator)  // the same number on every run
/// ```
public struct LCRNG: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's state: the last number produced, or the seed before the first.
  public var seed: UInt64

  /// Creates a generator starting from `seed`.
  public init(seed: UInt64 = 0) {
    self.seed = seed
  }

  /// Advances the state and returns it.
  ///
  /// The multiplier and increment are Knuth's MMIX constants.
  public mutating func next() -> UInt64 {
    seed = 6_364_136_223_846_793_005 &* seed &+ 1_442_695_040_888_963_407
    return seed
  }
}
