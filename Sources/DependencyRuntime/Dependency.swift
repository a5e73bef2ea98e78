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
  // every read costs two retains.
  /// The overrides in force where the wrapper was created (as one chain), their cache, and
  /// the wrapper as the reader: what every read view rests on.
  @usableFromInline let base: ValuesBase
  /// Reads the value. A closure formed where the key path is a literal, so the optimiser
  /// can call the property's getter directly instead of projecting the key path at run time.
  @usableFromInline let read: @Sendable (DependencyValues) -> Value

  /// What a wrapper created here, declared at `access`, rests on: the overrides in force as
  /// one chain, and their cache.
  @usableFromInline
  static func base(for access: DependencyAccess) -> ValuesBase {
    let values = DependencyValues.inForce
    return ValuesBase(
      cache: values.cache,
      captured: values.captured.isEnd ? values.overrides : values.flatOverrides, reader: access)
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
    self.base = Self.base(
      for: DependencyAccess(
        form: .keyPath, fileID: fileID, filePath: filePath, line: line, column: column))
    // NB: the closure is formed here, last, where the key path is a literal once this is
    // inlined: so formed, the optimiser calls the getter directly (formed before the call
    // above, it projected the key path at run time: 1,450 instructions per read, not 620).
    self.read = { $0[keyPath: keyPath] }
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
    self.base = Self.base(
      for: DependencyAccess(
        form: .keyPath, fileID: fileID, filePath: filePath, line: line, column: column))
    // NB: the closure is formed here, last, where the key path is a literal once this is
    // inlined: so formed, the optimiser calls the getter directly (formed before the call
    // above, it projected the key path at run time: 1,450 instructions per read, not 620).
    self.read = { $0[keyPath: keyPath] }
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
    self.read = TypedKey<Key>().read(from:)
    self.base = Self.base(
      for: DependencyAccess(
        form: .keyType, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Reads the run-time key `key` (depplay's interpreter declares these).
  public init(
    dynamic key: DynamicDependencyKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: Sendable {
    self.read = { $0[dynamic: key] }
    self.base = Self.base(
      for: DependencyAccess(
        form: key.accessForm, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The current value of the dependency.
  @inlinable
  public var wrappedValue: Value { read(resolvedValues) }

  /// The values a read here goes through: the current ones over those captured at creation.
  /// Ask it `provenance(of:)` to see why a read gives what it gives.
  @inlinable
  public var resolvedValues: DependencyValues {
    let current = DependencyValues.inForce
    return DependencyValues(
      overrides: current.captured.isEnd ? current.overrides : current.flatOverrides, base: base)
  }

  /// The values captured when the wrapper was created.
  package var capturedValues: DependencyValues {
    DependencyValues(
      overrides: base.captured,
      base: ValuesBase(cache: base.cache, captured: .end, reader: nil))
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
      reader
        ?? DependencyAccess(
          form: .keyType, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    )
  }
}
