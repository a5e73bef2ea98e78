import Foundation

extension DependencyValues {
  /// A dependency that returns the current date.
  ///
  /// Live, it returns `Date()`. In a test that does not override it, the first read in a cache
  /// lifetime computes its default: it reports that the key has no test implementation (kind
  /// ``ReportedIssue/Kind/noTestImplementation``, once) and stands in with the live value;
  /// later reads and calls are silent, as in swift-dependencies, whose key has no test value.
  ///
  /// ```swift
  /// final class FeatureModel {
  ///   @Dependency(\.date.now) var now
  /// }
  ///
  /// let model = withDependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  /// } operation: {
  ///   FeatureModel()
  /// }
  /// ```
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator.live
}

/// Generates dates: the `date` dependency's value.
///
/// Call it (`date()`) or read ``now``. Setting ``now`` replaces the generator with one that
/// always returns that date.
///
/// ```swift
/// withDependencies { $0.date = .constant(Date(timeIntervalSince1970: 0)) } operation: {
///   @Dependency(\.date) var date
///   date.now  // 1970-01-01 00:00:00 +0000
/// }
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that returns the system's current date.
  public static let live = DateGenerator { Date() }

  /// A generator that always returns `now`.
  ///
  /// ```swift
  /// $0.date = .constant(Date(timeIntervalSince1970: 0))
  /// ```
  public static func constant(_ now: Date) -> Self {
    Self { now }
  }

  /// Creates a generator that calls `generate` for each date.
  ///
  /// ```swift
  /// let ticking = LockIsolated(Date(timeIntervalSince1970: 0))
  /// $0.date = DateGenerator { ticking.withValue { $0 += 1; return $0 } }
  /// ```
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date; setting it makes the generator return that date from then on.
  ///
  /// ```swift
  /// withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: { … }
  /// ```
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// Returns the current date.
  ///
  /// ```swift
  /// @Dependency(\.date) var date
  /// let createdAt = date()
  /// ```
  public func callAsFunction() -> Date {
    generate()
  }
}
