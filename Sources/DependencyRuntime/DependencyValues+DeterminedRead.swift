extension DependencyValues {
  /// What reading the run-time key `key` through a `@Dependency` created right where it is
  /// read gives, and why, when the values in force already determine it (an override, a
  /// prepared or cached default) and the read reports nothing: found without creating the
  /// wrapper, its read view or anything else. `nil` when the read would compute a default,
  /// report an issue, or see captured overrides (a default being computed for a
  /// `@Dependency` of a model): read those through a wrapper,
  /// ``Dependency/init(dynamic:fileID:filePath:line:column:)``.
  ///
  /// depplay's interpreter reads a key named in a script this way on every read.
  @inlinable
  package static func determinedRead<Value>(of key: DynamicDependencyKey<Value>)
    -> (value: Value, provenance: DependencyProvenance)?
  {
    // NB: inlined, so the caller's `Value` is known: a generic function built the result's
    // tuple type at run time on every read.
    guard let (stored, provenance) = determinedValue(ofKeyWith: key.id) else { return nil }
    return (stored.unboxed(as: Value.self), provenance)
  }

  /// ``determinedRead(of:)`` for the key with identity `id`, its value still boxed.
  @usableFromInline
  static func determinedValue(ofKeyWith id: ObjectIdentifier)
    -> (StoredValue, DependencyProvenance)?
  {
    let current = inForce
    // A wrapper made over captured overrides flattens them into its own: their provenance
    // then reads "override", which only the wrapper's view tells.
    guard current.captured.isEnd else { return nil }
    if !current.overrides.isEnd, let stored = current.overrides.find(id.tableKey) {
      guard case .override(let origin) = stored.origin else { return nil }
      return (stored, .override(origin))
    }
    let (context, cached) = current.cache.lookup(id, contextOverride: current.contextOverride)
    guard let cached, !cached.reportsOnEveryAccess else { return nil }
    return (cached, provenance(ofCached: cached.origin, context: context))
  }
}
