import DependencyRuntime
import Foundation

/// Where `.inMemory` shared values live: one dictionary of values by key, under a lock.
///
/// The ``DependencyRuntime/DependencyValues/defaultInMemoryStorage`` dependency gives the storage a key made
/// in those values uses: one for the whole process in a live context, a fresh one for each
/// test, so that a test starts from the values its `@Shared` declarations give.
public struct InMemoryStorage: Hashable, Sendable {
  private let id = UUID()
  private let values = LockedValue<[String: any Sendable]>([:])

  /// A storage holding no value yet.
  public init() {}

  /// Whether the two are the same storage (a copy of a storage is the same storage).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The value stored for `key`, storing `initialValue` first when there is none of that
  /// type.
  package func value<Value: Sendable>(
    forKey key: String, initialValue: @autoclosure () -> Value
  ) -> Value {
    values.withLock { values in
      if let value = values[key] as? Value { return value }
      let value = initialValue()
      values[key] = value
      return value
    }
  }

  /// Runs `body` on the value stored for `key` (of type `Value`), under the storage's lock,
  /// and stores what it leaves.
  package func withValue<Value: Sendable, Result>(
    forKey key: String, initialValue: @autoclosure () -> Value,
    _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    try values.withLock { values in
      var value = values[key] as? Value ?? initialValue()
      defer { values[key] = value }
      return try body(&value)
    }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage of `.inMemory` shared values: one per process in a live context, a new
  /// one in each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
