import Foundation

extension DependencyValues {
  /// A dependency that lends a random number generator to a closure.
  ///
  /// Live, the closure gets a `SystemRandomNumberGenerator`. In a test that does not override it, the first read in a cache
  /// lifetime computes its default: it reports that the key has no test implementation (kind
  /// ``ReportedIssue/Kind/noTestImplementation``, once) and stands in with the live value;
  /// later reads and calls are silent, as in swift-dependencies, whose key has no test value.
  /// Override it with a seeded generator such as ``LCRNG`` for reproducible numbers.
  ///
  /// ```swift
  /// final class GameModel {
  ///   @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  ///   func rollDie() -> Int {
  ///     withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  ///   }
  /// }
  ///
  /// let model = withDependencies {
  ///   $0.withRandomNumberGenerator = WithRandomNumberGenerator(LCRNG(seed: 0))
  /// } operation: {
  ///   GameModel()
  /// }
  /// ```
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
}

// NB: `@unchecked` because `generator` is only touched under `lock`. A Foundation lock rather
// than `Mutex`: tasks drawing numbers at once contend for it, and the thread sanitizer does not
// see a contended `Mutex`'s hand-off on Linux.
/// Lends one random number generator, under a lock, to each closure it is called with: the
/// `withRandomNumberGenerator` dependency's value.
///
/// The generator's state lives as long as this object, so a seeded generator yields the same
/// sequence of numbers across calls in the same order.
///
/// ```swift
/// let random = WithRandomNumberGenerator(LCRNG(seed: 42))
/// let roll = random { Int.random(in: 1...6, using: &$0) }
/// ```
public final class WithRandomNumberGenerator: @unchecked Sendable {
  private var generator: any RandomNumberGenerator & Sendable
  private let lock = NSLock()

  /// Creates a dependency that lends `generator`.
  public init<Generator: RandomNumberGenerator & Sendable>(_ generator: Generator) {
    self.generator = generator
  }

  /// Runs `work` with exclusive use of the generator and returns its result.
  ///
  /// ```swift
  /// let (a, b) = random { (Int.random(in: 1...6, using: &$0), Bool.random(using: &$0)) }
  /// ```
  public func callAsFunction<R, Failure: Error>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws(Failure) -> R
  ) throws(Failure) -> R {
    lock.lock()
    defer { lock.unlock() }
    return try work(&generator)
  }
}
