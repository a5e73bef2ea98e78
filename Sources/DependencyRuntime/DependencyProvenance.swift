/// Why a read gives the value it gives: where the value came from.
public enum DependencyProvenance: Sendable, Hashable, CustomStringConvertible {
  /// Overridden in a scope in force where it is read.
  case override(DependencyOrigin?)
  /// Overridden where the `@Dependency` reading it was created (captured, then merged).
  case captured(DependencyOrigin?)
  /// Set by `prepareDependencies` for `context`.
  case prepared(DependencyOrigin?, context: DependencyContext)
  /// The cached default of `context`, perhaps standing in for a value the context lacked.
  case cachedDefault(context: DependencyContext, fallback: DefaultFallback?)
  /// Not read yet in this cache: the next read computes `context`'s default.
  case uncomputedDefault(context: DependencyContext)

  /// The provenance in words, as `why` prints it.
  public var description: String { description(origin: \.description) }

  /// The provenance in words, each origin told by `origin` (a view with one file tells its
  /// places as lines).
  package func description(origin tell: (DependencyOrigin) -> String) -> String {
    switch self {
    case .override(let origin):
      "overridden by \(origin.map(tell) ?? "withDependencies")"
    case .captured(let origin):
      "captured when the @Dependency was created: \(origin.map(tell) ?? "an override")"
    case .prepared(let origin, let context):
      "prepared for \(context.rawValue) by \(origin.map(tell) ?? "prepareDependencies")"
    case .cachedDefault(let context, nil):
      "the cached \(context.rawValue) default"
    case .cachedDefault(let context, .reported(let kind)?):
      "the cached \(context.rawValue) default, standing in after a \(kind.rawValue) issue"
    case .cachedDefault(let context, .silencedWhileSetting?):
      "the cached \(context.rawValue) default, standing in silently: it was first read while "
        + "overriding (the setting gap)"
    case .cachedDefault(let context, .silencedInRelease?):
      "the cached \(context.rawValue) default, standing in silently (release build)"
    case .uncomputedDefault(let context):
      "the \(context.rawValue) default, computed on first read"
    }
  }
}

extension DependencyValues {
  /// Where a read of `key` here would get its value from, without reading it.
  public func provenance<Key: TestDependencyKey>(of key: Key.Type) -> DependencyProvenance {
    provenance(ofKeyWith: ObjectIdentifier(key))
  }

  /// Where a read of the run-time key `key` here would get its value from.
  public func provenance<Value>(of key: DynamicDependencyKey<Value>) -> DependencyProvenance {
    provenance(ofKeyWith: ObjectIdentifier(key))
  }

  private func provenance(ofKeyWith id: ObjectIdentifier) -> DependencyProvenance {
    if let box = overrides.find(id.tableKey), case .override(let origin) = box.origin {
      return .override(origin)
    }
    if let box = captured.find(id.tableKey), case .override(let origin) = box.origin {
      return .captured(origin)
    }
    let context = contextOverride ?? cache.defaultContext
    return Self.provenance(ofCached: cache.entry(id, context: context)?.origin, context: context)
  }

  /// The provenance of what the cache holds for a key in `context` (`nil`: nothing yet).
  static func provenance(ofCached origin: ValueOrigin?, context: DependencyContext)
    -> DependencyProvenance
  {
    switch origin {
    case .prepared(let origin)?: .prepared(origin, context: context)
    case .computed(let context, let fallback, _)?:
      .cachedDefault(context: context, fallback: fallback)
    case .override(let origin)?: .override(origin)
    case nil: .uncomputedDefault(context: context)
    }
  }
}

extension DependencyValues {
  /// The value a read of the run-time key `key` here would give, if it is already determined
  /// (an override, a captured override, a prepared or cached default), found without reading
  /// it: nothing is computed, cached or reported. `nil` when a read would compute the default.
  ///
  /// ```swift
  /// if let value = view.determinedValue(of: full) { … } else { view.provenance(of: full) }
  /// ```
  package func determinedValue<Value>(of key: DynamicDependencyKey<Value>) -> Value? {
    let id = ObjectIdentifier(key)
    if let box = override(for: id) { return box.unboxed(as: Value.self) }
    let context = contextOverride ?? cache.defaultContext
    return cache.entry(id, context: context)?.unboxed(as: Value.self)
  }
}
