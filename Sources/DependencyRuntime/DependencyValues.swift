import Foundation

/// The values of every dependency, bound per task.
///
/// A `DependencyValues` holds the overrides written in scopes and a reference to a cache of
/// computed defaults. The one in force is a task-local, so it follows structured
/// concurrency and `Task {}`, and is lost by `Task.detached`, dispatch queues and threads.
/// You rarely use it directly: declare keys as properties in an extension, read them with
/// ``Dependency``, and override them with ``withDependencies(_:operation:fileID:line:column:)``.
///
/// ```swift
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The values in force for the current task (or thread, outside any task).
  @TaskLocal public static var _current = processRootValues

  /// The process root's values: what work that has lost every binding sees.
  @usableFromInline static let processRootValues = DependencyValues(cache: processRoot)

  /// The innermost override in force: the head of a chain of every override written in
  /// enclosing scopes (and in this copy), or ``StoredValue/end``.
  @usableFromInline var overrides: StoredValue
  /// The cache, the captured overrides beneath and the reader: shared by every copy, so the
  /// values bound per task are two references.
  @usableFromInline var base: ValuesBase

  init(cache: DefaultCache) {
    self.init(overrides: .end, base: ValuesBase(cache: cache, captured: .end, reader: nil))
  }

  @inlinable
  init(overrides: StoredValue, base: ValuesBase) {
    self.overrides = overrides
    self.base = base
  }

  /// Overrides captured by a `@Dependency` beneath the current ones (a read's merged view).
  @inlinable
  var captured: StoredValue {
    get { base.captured }
    set { base = ValuesBase(cache: cache, captured: newValue, reader: reader) }
  }

  /// The shared cache of defaults, which also fixes the root context.
  @inlinable
  var cache: DefaultCache { base.cache }

  /// Who reads through these values: a `@Dependency`'s view, or a default being computed.
  @inlinable
  var reader: DependencyAccess? {
    get { base.reader }
    set {
      guard newValue !== base.reader else { return }
      base = ValuesBase(cache: cache, captured: captured, reader: newValue)
    }
  }

  /// Fresh values: no overrides and an empty cache, in the same root context (and build
  /// configuration) as the values in force.
  public init() {
    self.init(cache: DefaultCache(configuration: Self._current.cache.configuration))
  }

  /// Fresh values for a new root, as if a process had started in `context`.
  ///
  /// depplay uses this for a script's own "process": bind it with
  /// ``withDependencyRoot(_:operation:)`` where work has lost every binding. Such a root's
  /// cache is not split per Swift Testing test of the host process.
  package init(rootContext context: DependencyContext, build: BuildConfiguration = .debug) {
    self.init(
      cache: DefaultCache(
        configuration: .init(context: context, buildConfiguration: build, isolatesTests: false)))
  }

  /// Fresh values whose context is overridden to live.
  public static var live: Self { Self(overriding: .live) }
  /// Fresh values whose context is overridden to preview.
  public static var preview: Self { Self(overriding: .preview) }
  /// Fresh values whose context is overridden to test.
  public static var test: Self { Self(overriding: .test) }

  private init(overriding context: DependencyContext) {
    self.init()
    self.context = context
  }

  /// The root context and build these values' defaults start from.
  package var root: (context: DependencyContext, build: BuildConfiguration) {
    (cache.configuration.context, cache.configuration.buildConfiguration)
  }

  /// Whether these values share their cache of defaults with `other`.
  package func sharesCache(with other: Self) -> Bool { cache === other.cache }

  /// Reads or writes the dependency for `key`.
  ///
  /// Reading gives the innermost override, else the key's default for the context in force,
  /// computed once per cache and context. Writing overrides it in this copy only.
  @inlinable
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      resolve(TypedKey<Key>()) {
        (
          .swift(function),
          reader
            ?? DependencyAccess(
              form: .keyPath, fileID: fileID, filePath: filePath, line: line, column: column)
        )
      }
    }
    set {
      setOverride(newValue, for: ObjectIdentifier(Key.self), name: .swift(function))
    }
  }

  /// Writes an override in this copy, stamped with the update in progress.
  @inlinable
  mutating func setOverride<Value: Sendable>(
    _ value: Value, for id: ObjectIdentifier, name: KeyName
  ) {
    overrides = TypedValue(
      value, overriding: id.tableKey, origin: SettingMode.origin, name: name, parent: overrides)
  }

  /// Resolves `key`: an override wins; else the cached default for the context in force.
  ///
  /// `reader` names the key and the reader for issue messages; it runs only when a default
  /// is computed or reported.
  @inlinable @inline(__always)
  func resolve<Key: ResolvableKey>(
    _ key: Key, reader: () -> (KeyName, DependencyAccess)
  ) -> Key.Value {
    let (context, stored) = storedValue(for: key.id)
    if let stored {
      if stored.reportsOnEveryAccess { reportMissingLiveValue(key, reader) }
      return stored.unboxed(as: Key.Value.self)
    }
    return computeDefault(key, context: context, reader)
  }

  /// What a read of `id` finds without computing anything: the innermost override, else the
  /// cached default of the context in force (which it also returns).
  @usableFromInline
  func storedValue(for id: ObjectIdentifier) -> (DependencyContext, StoredValue?) {
    if let stored = override(for: id) { return (.live, stored) }
    return cache.lookup(id, contextOverride: contextOverride)
  }

  /// The innermost override for `id`: the current scope's, then the captured one's.
  func override(for id: ObjectIdentifier) -> StoredValue? {
    if !overrides.isEnd, let stored = overrides.find(id.tableKey) { return stored }
    return captured.isEnd ? nil : captured.find(id.tableKey)
  }

  /// The `context` override in force, if any.
  var contextOverride: DependencyContext? {
    overrides.contextInForce ?? captured.contextInForce
  }

  @usableFromInline
  func computeDefault<Key: ResolvableKey>(
    _ key: Key, context: DependencyContext, _ reader: () -> (KeyName, DependencyAccess)
  ) -> Key.Value {
    let (name, access) = reader()
    let computation = DefaultComputation(
      name: name.description, typeName: key.typeName,
      valueType: key.valueTypeName, access: access)
    let (box, computedNow) = cache.value(key.id, context: context) { () -> StoredValue in
      let checked = cache.configuration.buildConfiguration == .debug
      let reportsOnEveryAccess = checked && context == .live && key.isTestOnly
      if reportsOnEveryAccess {
        UnimplementedChecks.reportMissingLiveValue(computation)
      }
      var bound = self
      bound.reader = computation
      let value = Self.$_current.withValue(bound) { key.computeDefault(in: context) }
      return TypedValue(
        value, key: key.id.tableKey,
        origin: .computed(
          context: context, fallback: computation.fallback.value,
          reportsOnEveryAccess: reportsOnEveryAccess),
        name: name, parent: nil)
    }
    if !computedNow, box.reportsOnEveryAccess {
      UnimplementedChecks.reportMissingLiveValue(computation)
    }
    return box.unboxed(as: Key.Value.self)
  }

  /// Reports a live read of a test-only key, unless an update closure is running.
  @usableFromInline
  func reportMissingLiveValue<Key: ResolvableKey>(
    _ key: Key, _ reader: () -> (KeyName, DependencyAccess)
  ) {
    let (name, access) = reader()
    UnimplementedChecks.reportMissingLiveValue(
      DefaultComputation(
        name: name.description, typeName: key.typeName,
        valueType: key.valueTypeName, access: access))
  }
}
