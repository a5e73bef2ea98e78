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
    // The values in force read where they are bound, not copied out of the task-local.
    guard let bound = $_current.boundValueAddress() else {
      return determinedValue(ofKeyWith: id, in: processRootValues)
    }
    return determinedValue(ofKeyWith: id, in: bound.pointee)
  }

  /// ``determinedValue(ofKeyWith:)`` in the values `current`.
  @inline(__always)
  private static func determinedValue(
    ofKeyWith id: ObjectIdentifier, in current: borrowing DependencyValues
  ) -> DeterminedRead? {
    // A wrapper made over captured overrides flattens them into its own: their provenance
    // then reads "override", which only the wrapper's view tells.
    guard current.captured.isEnd else { return nil }
    if !current.overrides.isEnd, let stored = current.overrides.find(id.tableKey) {
      guard case .override = stored.origin else { return nil }
      // An override's provenance does not depend on the context: any one will do.
      return DeterminedRead(stored: stored, context: .live)
    }
    let (context, cached) = current.cache.lookup(id, contextOverride: current.contextOverride)
    guard let cached, !cached.reportsOnEveryAccess else { return nil }
    return DeterminedRead(stored: cached, context: context)
  }
}

/// A key's value that the values in force determine, and why: what
/// ``DependencyValues/determinedRead(of:)`` finds.
///
/// It holds the stored value rather than the value itself and is not generic, and it keeps
/// the context the cache was asked in rather than the provenance, which it tells on demand
/// from the two: an optional one is a reference and a byte, which a reader destroys with one
/// release. (An optional tuple of the value and its provenance went through generic value
/// witnesses on every read; a provenance held beside the reference, an enum of a few words,
/// made the optional large enough to be destroyed through its outlined witness.)
@usableFromInline
package struct DeterminedRead: Sendable {
  @usableFromInline let stored: StoredValue
  /// The context the cache was asked in: where a prepared value's provenance says it was
  /// prepared for. (A default's own origin holds its context; an override needs none.)
  let context: DependencyContext

  init(stored: StoredValue, context: DependencyContext) {
    self.stored = stored
    self.context = context
  }

  /// Why the read gives this value: as ``DependencyValues/provenance(of:)`` tells it.
  package var provenance: DependencyProvenance {
    DependencyValues.provenance(ofCached: stored.origin, context: context)
  }

  /// The value read, as `key` stores it (`key` must be the key read).
  @inlinable
  package func value<Value>(of key: DynamicDependencyKey<Value>) -> Value {
    stored.unboxed(as: Value.self)
  }
}
