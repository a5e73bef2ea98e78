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
    -> DeterminedRead?
  {
    determinedValue(ofKeyWith: key.id)
  }

  /// ``determinedRead(of:)`` for the key with identity `id`.
  @usableFromInline
  static func determinedValue(ofKeyWith id: ObjectIdentifier) -> DeterminedRead? {
    let current = inForce
    // A wrapper made over captured overrides flattens them into its own: their provenance
    // then reads "override", which only the wrapper's view tells.
    guard current.captured.isEnd else { return nil }
    if !current.overrides.isEnd, let stored = current.overrides.find(id.tableKey) {
      guard case .override(let origin) = stored.origin else { return nil }
      return DeterminedRead(stored: stored, provenance: .override(origin))
    }
    let (context, cached) = current.cache.lookup(id, contextOverride: current.contextOverride)
    guard let cached, !cached.reportsOnEveryAccess else { return nil }
    return DeterminedRead(
      stored: cached, provenance: provenance(ofCached: cached.origin, context: context))
  }
}

/// A key's value that the values in force determine, and why: what
/// ``DependencyValues/determinedRead(of:)`` finds.
///
/// It holds the stored value rather than the value itself and is not generic, so that an
/// optional one is a reference with a few words beside it: a reader destroys it with one
/// release, where an optional tuple of the value and its provenance went through generic
/// value witnesses on every read.
@usableFromInline
package struct DeterminedRead: Sendable {
  @usableFromInline let stored: StoredValue
  /// Why the read gives this value: as ``DependencyValues/provenance(of:)`` tells it.
  package let provenance: DependencyProvenance

  init(stored: StoredValue, provenance: DependencyProvenance) {
    self.stored = stored
    self.provenance = provenance
  }

  /// The value read, as `key` stores it (`key` must be the key read).
  @inlinable
  package func value<Value>(of key: DynamicDependencyKey<Value>) -> Value {
    stored.unboxed(as: Value.self)
  }
}
