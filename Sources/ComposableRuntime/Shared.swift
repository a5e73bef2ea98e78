/// `@Shared(.inMemory("count")) var count = 0`: a value kept by a key's storage rather than
/// by the variable, so that every `@Shared` of the same key reads and writes one value; or
/// `Shared(value: 0)`: a value kept by the reference itself, so that every copy of the
/// reference (a parent's state and the child state it was passed to) reads and writes one
/// value.
///
/// The first `@Shared` of a key stores its initial value; later ones read what is stored.
/// A change goes through ``withLock(_:)`` (`$count.withLock { $0 += 1 }`), which runs
/// under the storage's lock: the setter is deprecated, as swift-sharing's is.
@propertyWrapper
public struct Shared<Value: Sendable>: Sendable, CustomStringConvertible {
  /// Where the value lives.
  private enum Reference: Sendable {
    /// In a key's storage, which starts it at `initialValue` if it holds none yet.
    case key(InMemoryKey<Value>, initialValue: Value)
    /// In a box of its own, which every copy of the reference holds.
    case box(LockedValue<Value>)
    /// In a part of another reference's value (``SharedProjection``).
    case projection(any SharedProjection<Value>)
  }

  private let reference: Reference

  /// A shared value under `key`, starting at `wrappedValue` if the key holds none yet.
  public init(wrappedValue: Value, _ key: InMemoryKey<Value>) {
    self.reference = .key(key, initialValue: wrappedValue)
    _ = key.storage.value(forKey: key.key, initialValue: wrappedValue)
  }

  /// `Shared(value: 0)`: a reference to a value of its own, kept by no key.
  public init(value: Value) {
    self.reference = .box(LockedValue(value))
  }

  /// A reference to the part of another reference's value that `projection` reaches.
  package init(projection: some SharedProjection<Value>) {
    self.reference = .projection(projection)
  }

  /// The key whose storage holds the value; `nil` for `Shared(value:)`'s reference.
  package var key: InMemoryKey<Value>? {
    guard case .key(let key, _) = reference else { return nil }
    return key
  }

  /// Whether `other` is this reference (or one of the same key), not only an equal value.
  package func isSameReference(as other: Self) -> Bool {
    switch (reference, other.reference) {
    case (.key(let a, _), .key(let b, _)): a == b
    case (.box(let a), .box(let b)): a === b
    default: false
    }
  }

  /// The value the reference holds now.
  public var wrappedValue: Value {
    get {
      switch reference {
      case .key(let key, let initialValue):
        key.storage.value(forKey: key.key, initialValue: initialValue)
      case .box(let box): box.withLock { $0 }
      case .projection(let projection): projection.value
      }
    }
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
    switch reference {
    case .key(let key, let initialValue):
      try key.storage.withValue(forKey: key.key, initialValue: initialValue, body)
    case .box(let box): try box.withLock(body)
    case .projection(let projection): try projection.withLock(body)
    }
  }

  /// As swift-sharing prints a shared reference: `Shared<Int>(.inMemory("count"))` for a
  /// key's, `Shared<Int>(value: 3)` (the value now) for `Shared(value:)`'s.
  public var description: String { "Shared<\(Value.self)>(\(origin(String.init(describing:))))" }

  /// What the description writes in its parentheses, the value (if it is written) written
  /// by `text`: `.inMemory("count")` or `value: 3`.
  package func origin(_ text: (Value) -> String) -> String {
    switch reference {
    case .key(let key, _): key.description
    case .box(let box): "value: " + box.withLock { text($0) }
    case .projection(let projection): "value: " + text(projection.value)
    }
  }
}

/// swift-sharing compares shared references by their values, so a `State` holding one is
/// `Equatable` when the value is.
extension Shared: Equatable where Value: Equatable {
  /// Whether the two references hold equal values, whether or not they are one reference.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}
