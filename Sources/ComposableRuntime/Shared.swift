/// `@Shared(.inMemory("count")) var count = 0`: a value kept by a key's storage rather than
/// by the variable, so that every `@Shared` of the same key reads and writes one value.
///
/// The first `@Shared` of a key stores its initial value; later ones read what is stored.
/// A change goes through ``withLock(_:)`` (`$count.withLock { $0 += 1 }`), which runs
/// under the storage's lock: the setter is deprecated, as swift-sharing's is.
@propertyWrapper
public struct Shared<Value: Sendable>: Sendable, CustomStringConvertible {
  /// The key whose storage holds the value.
  package let key: InMemoryKey<Value>
  private let initialValue: Value

  /// A shared value under `key`, starting at `wrappedValue` if the key holds none yet.
  public init(wrappedValue: Value, _ key: InMemoryKey<Value>) {
    self.key = key
    self.initialValue = wrappedValue
    _ = key.storage.value(forKey: key.key, initialValue: wrappedValue)
  }

  /// The value the key holds now.
  public var wrappedValue: Value {
    get { key.storage.value(forKey: key.key, initialValue: initialValue) }
    @available(
      *, deprecated,
      message:
        "Use '$shared.withLock' to modify a shared value with exclusive access; when constructing a SwiftUI binding, use 'Binding($shared)'"
    )
    nonmutating set { withLock { $0 = newValue } }
  }

  /// The shared reference itself (`$count`), whose ``withLock(_:)`` changes the value.
  public var projectedValue: Self { self }

  /// Runs `body` with the value as an `inout` argument under the storage's lock, so that
  /// the change is whole when any other reader sees it; gives what `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try key.storage.withValue(forKey: key.key, initialValue: initialValue, body)
  }

  /// `Shared<Int>(.inMemory("count"))`, as swift-sharing prints a shared reference.
  public var description: String { "Shared<\(Value.self)>(\(key))" }
}
