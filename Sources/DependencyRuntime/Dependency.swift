/// Reads a dependency: the values in force where the wrapper is created, merged at every read
/// with the values in force where it is read.
///
/// ```swift
/// @Observable final class FeatureModel {
///   @ObservationIgnored @Dependency(\.continuousClock) var clock
///   @ObservationIgnored @Dependency(\.date.now) var now
/// }
/// ```
///
/// The wrapper captures the current ``DependencyValues`` when it is created: when its object
/// is initialised, or where a local is declared. Each read merges the captured values with
/// the current ones key by key, **current wins**, resolves defaults in the *captured* cache,
/// and binds the merged values while a default is computed, so dependencies built then
/// inherit them. A model created inside `withDependencies { $0.full = 100 }` therefore reads
/// 100 long after the scope has ended, 200 inside a later `{ $0.full = 200 }`, and 100
/// inside a later `{ $0.context = .live }`.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  // NB: plain references, no optionals, so that copying the wrapper out of its object on
  // every read costs a few retains.
  /// The overrides in force where the wrapper was created, as one chain.
  @usableFromInline let captured: StoredValue
  /// The cache of defaults in force where the wrapper was created.
  @usableFromInline let cache: DefaultCache
  /// Reads the value. A closure formed where the key path is a literal, so the optimiser
  /// can call the property's getter directly instead of projecting the key path at run time.
  @usableFromInline let read: @Sendable (DependencyValues) -> Value
  /// Where the wrapper was declared.
  @usableFromInline let access: DependencyAccess

  /// What a wrapper created here captures: the overrides in force, as one chain, and the
  /// cache of defaults.
  @inlinable
  static var valuesInForce: (overrides: StoredValue, cache: DefaultCache) {
    let values = DependencyValues._current
    return (values.captured.isEnd ? values.overrides : values.flatOverrides, values.cache)
  }

  /// Reads the dependency at `keyPath`, a property declared on ``DependencyValues``.
  @inlinable @inline(__always)
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    (captured, cache) = Self.valuesInForce
    // NB: the closure is formed here, where the key path is a literal once this is inlined.
    self.read = { $0[keyPath: keyPath] }
    self.access = DependencyAccess(
      form: .keyPath, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reads the dependency at `keyPath`, in a client compiled in Swift 5 mode, where a
  /// key-path literal is not inferred `Sendable`: taking it as a plain `KeyPath` keeps the
  /// literal visible to the optimiser, which then calls the property's getter directly.
  @inlinable @inline(__always)
  public init(
    _ keyPath: KeyPath<DependencyValues, Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    // NB: a key path to a property of `DependencyValues` captures nothing mutable; the
    // library's own initializer takes it as `Sendable` in Swift 6 mode.
    nonisolated(unsafe) let keyPath = keyPath
    (captured, cache) = Self.valuesInForce
    // NB: the closure is formed here, where the key path is a literal once this is inlined.
    self.read = { $0[keyPath: keyPath] }
    self.access = DependencyAccess(
      form: .keyPath, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reads the dependency stored under `key`.
  @inlinable
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    (captured, cache) = Self.valuesInForce
    self.read = TypedKey<Key>().read(from:)
    self.access = DependencyAccess(
      form: .keyType, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reads the run-time key `key` (depplay's interpreter declares these).
  public init(
    dynamic key: DynamicDependencyKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: Sendable {
    (captured, cache) = Self.valuesInForce
    self.read = { $0[dynamic: key] }
    self.access = DependencyAccess(
      form: .keyPath, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The current value of the dependency.
  @inlinable
  public var wrappedValue: Value { read(resolvedValues) }

  /// The values a read here goes through: the current ones over those captured at creation.
  /// Ask it ``DependencyValues/provenance(of:)`` to see why a read gives what it gives.
  @inlinable
  public var resolvedValues: DependencyValues {
    let current = DependencyValues._current
    return DependencyValues(
      overrides: current.captured.isEnd ? current.overrides : current.flatOverrides,
      captured: captured, cache: cache, reader: access)
  }

  /// The values captured when the wrapper was created.
  public var capturedValues: DependencyValues {
    DependencyValues(overrides: captured, captured: .end, cache: cache, reader: .nobody)
  }
}

extension TypedKey {
  /// Reads the key for `@Dependency(Key.self)`.
  @inlinable @Sendable
  func read(from values: DependencyValues) -> Key.Value {
    values.resolve(self) { values.keyTypeReader(self) }
  }
}

extension DependencyValues {
  /// The name and reader issue messages give a `@Dependency(Key.self)` read.
  @usableFromInline
  func keyTypeReader<Key: TestDependencyKey>(_ key: TypedKey<Key>) -> (KeyName, DependencyAccess) {
    (
      .script(key.typeName),
      access
        ?? DependencyAccess(
          form: .keyType, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    )
  }
}
