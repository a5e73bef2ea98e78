/// The values of scopes whose result was a class instance, weakly keyed by the instance,
/// for `withDependencies(from:)`.
@usableFromInline
enum RememberedValues {
  /// NB: `@unchecked` because of the weak reference, which is only tested for liveness and
  /// identity, never used to reach the object.
  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    var values: DependencyValues
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Dead entries are pruned when the table reaches this size, which then doubles.
    var pruneAt = 64
  }

  // NB: `LockIsolated` rather than `Mutex`: the thread sanitizer does not see a contended
  // `Mutex`'s hand-off on Linux and reports false races on this table.
  private static let table = LockIsolated(Table())

  /// Remembers `values` for `result` when it is a class instance.
  @inlinable @inline(__always)
  static func remember<R>(_ values: DependencyValues, for result: R) {
    // NB: `_canBeClass` is decided at compile time where `R` is known (0: not a class), so a
    // scope returning a value type skips the run-time `is` test and keeps no copy of
    // `values` for it.
    guard _canBeClass(R.self) != 0, R.self is AnyObject.Type else { return }
    remember(values, forObject: result as AnyObject)
  }

  @usableFromInline
  static func remember(_ values: DependencyValues, forObject object: AnyObject) {
    let key = ObjectIdentifier(object)
    let entry = Entry(object: object, values: values)
    table.withValue { table in
      if table.entries.count >= table.pruneAt {
        table.entries = table.entries.filter { $0.value.object != nil }
        table.pruneAt = max(64, table.entries.count * 2)
      }
      table.entries[key] = entry
    }
  }

  /// The values remembered for `object`, if it was returned by a scope and is still alive.
  static func values(for object: AnyObject) -> DependencyValues? {
    let key = ObjectIdentifier(object)
    guard let entry = table.withValue({ $0.entries[key] }), entry.object === object else {
      return nil
    }
    return entry.values
  }
}

/// Remembers `values` as the scope `object` was returned from, as `withDependencies` does for
/// a class result, so ``withDependencies(from:_:operation:fileID:filePath:line:column:)`` can
/// find them.
///
/// depplay's interpreter needs it because its scopes return a value enum that wraps the
/// object; Swift code never calls it.
package func rememberDependencies<Object: AnyObject>(_ values: DependencyValues, for object: Object)
{
  RememberedValues.remember(values, for: object)
}
