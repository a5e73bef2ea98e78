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
  @TaskLocal public static var _current = DependencyValues(cache: processRoot)

  /// Overrides written in scopes, innermost write last.
  @usableFromInline var overrides: Overrides
  /// Overrides captured by a `@Dependency` beneath the current ones (a read's merged view).
  @usableFromInline var captured: Overrides?
  /// The shared cache of defaults, which also fixes the root context.
  @usableFromInline var cache: DefaultCache
  /// Who reads through these values: a `@Dependency`'s view, or a default being computed.
  @usableFromInline var reader: Reader?

  init(cache: DefaultCache) {
    self.init(overrides: Overrides(), captured: nil, cache: cache, reader: nil)
  }

  @inlinable
  init(overrides: Overrides, captured: Overrides?, cache: DefaultCache, reader: Reader?) {
    self.overrides = overrides
    self.captured = captured
    self.cache = cache
    self.reader = reader
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
  public init(rootContext context: DependencyContext, build: BuildConfiguration = .debug) {
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
  public var root: (context: DependencyContext, build: BuildConfiguration) {
    (cache.configuration.context, cache.configuration.buildConfiguration)
  }

  /// Whether these values share their cache of defaults with `other`.
  public func sharesCache(with other: Self) -> Bool { cache === other.cache }

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
          access
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
    overrides.set(id, to: value, origin: SettingMode.origin, name: name)
  }

  /// Resolves `key`: an override wins; else the cached default for the context in force.
  ///
  /// `reader` names the key and the reader for issue messages; it runs only when a default
  /// is computed or reported.
  @inlinable @inline(__always)
  func resolve<Key: ResolvableKey>(
    _ key: Key, reader: () -> (KeyName, DependencyAccess)
  ) -> Key.Value {
    if let box = override(for: key.id) {
      return box.unboxed(as: Key.Value.self)
    }
    let (context, cached) = cache.lookup(key.id, contextOverride: contextOverride)
    if let cached {
      if cached.reportsOnEveryAccess { reportMissingLiveValue(key, reader) }
      return cached.unboxed(as: Key.Value.self)
    }
    return computeDefault(key, context: context, reader)
  }

  /// The innermost override for `id`: the current scope's, then the captured one's.
  @inlinable @inline(__always)
  func override(for id: ObjectIdentifier) -> (any AnyValueBox)? {
    if let box = overrides[id] { return box }
    return captured?[id]
  }

  /// The `context` override in force, if any.
  @inlinable @inline(__always)
  var contextOverride: DependencyContext? {
    guard !overrides.isEmpty || captured != nil else { return nil }
    return override(for: ObjectIdentifier(DependencyContextKey.self))?
      .unboxed(as: DependencyContext.self)
  }

  @usableFromInline
  func computeDefault<Key: ResolvableKey>(
    _ key: Key, context: DependencyContext, _ reader: () -> (KeyName, DependencyAccess)
  ) -> Key.Value {
    let (name, access) = reader()
    let computation = DefaultComputation(
      name: name.description, typeName: key.typeName,
      valueType: String(describing: Key.Value.self), access: access)
    let (box, computedNow) = cache.value(key.id, context: context) { () -> ValueBox<Key.Value> in
      let checked = cache.configuration.buildConfiguration == .debug
      let reportsOnEveryAccess = checked && context == .live && key.isTestOnly
      if reportsOnEveryAccess {
        UnimplementedChecks.reportMissingLiveValue(computation)
      }
      var bound = self
      bound.reader = .computing(computation)
      let value = Self.$_current.withValue(bound) { key.computeDefault(in: context) }
      return ValueBox(
        value,
        origin: .computed(
          context: context, fallback: computation.fallback.value,
          reportsOnEveryAccess: reportsOnEveryAccess),
        name: name)
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
        valueType: String(describing: Key.Value.self), access: access))
  }
}
