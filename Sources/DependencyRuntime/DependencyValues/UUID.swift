import Foundation

extension DependencyValues {
  /// A dependency that generates UUIDs.
  ///
  /// Live, it returns `UUID()`. In a test that does not override it, the first read in a cache
  /// lifetime computes its default: it reports that the key has no test implementation (kind
  /// ``ReportedIssue/Kind/noTestImplementation``, once) and stands in with the live value;
  /// later reads and calls are silent, as in swift-dependencies, whose key has no test value.
  /// Override it with ``UUIDGenerator/incrementing`` for predictable values.
  ///
  /// ```swift
  /// withDependencies { $0.uuid = .incrementing } operation: {
  ///   @Dependency(\.uuid) var uuid
  ///   uuid()  // 00000000-0000-0000-0000-000000000000
  ///   uuid()  // 00000000-0000-0000-0000-000000000001
  /// }
  /// ```
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
}

/// Generates UUIDs: the `uuid` dependency's value.
///
/// ```swift
/// struct Todo { let id: UUID }
/// @Dependency(\.uuid) var uuid
/// let todo = Todo(id: uuid())
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that always returns `uuid`.
  ///
  /// ```swift
  /// $0.uuid = .constant(UUID(0xDEAD))
  /// ```
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A new generator counting up from `00000000-0000-0000-0000-000000000000`.
  ///
  /// Each use of this property makes a fresh counter; the generator it returns counts for
  /// as long as it lives, also when copied.
  ///
  /// ```swift
  /// let uuid = UUIDGenerator.incrementing
  /// uuid()  // 00000000-0000-0000-0000-000000000000
  /// uuid()  // 00000000-0000-0000-0000-000000000001
  /// ```
  public static var incrementing: Self {
    let next = LockIsolated(0)
    return Self {
      UUID(
        next.withValue { count in
          defer { count += 1 }
          return count
        })
    }
  }

  /// Creates a generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns a UUID.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// let id = uuid()
  /// ```
  public func callAsFunction() -> UUID {
    generate()
  }
}

extension UUID {
  /// The UUID that spells `intValue` in its last sixteen hex digits, with its sign in the
  /// digit before them (`1` for negative), as the library writes it: the magnitude in full,
  /// not in two's complement.
  ///
  /// Handy for expected values in tests that use ``UUIDGenerator/incrementing``.
  ///
  /// ```swift
  /// UUID(0)   // 00000000-0000-0000-0000-000000000000
  /// UUID(26)  // 00000000-0000-0000-0000-00000000001A
  /// UUID(-1)  // 00000000-0000-0001-0000-000000000001
  /// ```
  public init(_ intValue: Int) {
    let magnitude = UInt64(intValue.magnitude)
    let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: magnitude >> shift) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, intValue < 0 ? 1 : 0,
        byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
      ))
  }
}
