import DependencyRuntime

/// The `.inMemory("key")` strategy of `@Shared`: the value lives in the storage that
/// ``DependencyRuntime/DependencyValues/defaultInMemoryStorage`` gives where the key is made, under `key`,
/// and every `@Shared` of the same key and storage reads and writes the same value.
public struct InMemoryKey<Value: Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The key's name.
  public let key: String
  /// The storage the key's value lives in, read from the dependencies in force when the
  /// key was made.
  package let storage: InMemoryStorage

  /// The key `key` in the current ``DependencyRuntime/DependencyValues/defaultInMemoryStorage``.
  public init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// `.inMemory("count")`, as `@Shared` is written: the key `key` in the current storage.
  public static func inMemory(_ key: String) -> Self { Self(key) }

  /// `.inMemory("count")`, as swift-sharing prints the key.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}
