import Foundation
import Synchronization

/// The cache of computed defaults one family of ``DependencyValues`` shares.
///
/// Copies of a `DependencyValues` share it; a fresh `DependencyValues()` gets a new one.
/// Defaults are cached per (key, context); overrides are never cached; nothing is evicted
/// when a scope ends. A default is computed once, under a re-entrant lock, so computing one
/// may read others.
@usableFromInline
final class DefaultCache: Sendable {
  /// What a root decides for every value that shares its cache.
  struct Configuration: Sendable, Hashable {
    var context: DependencyContext
    var buildConfiguration: BuildConfiguration
  }

  struct Table {
    var entries = IdentityTable()
    var preparedContext: DependencyContext?
  }

  let configuration: Configuration
  private let table = Mutex(Table())
  /// NB: `NSRecursiveLock` because computing a default may read (and compute) another.
  private let computing = NSRecursiveLock()

  init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The table key of `id`'s default in `context`: the context tags the identity's
  /// alignment bits.
  @inline(__always)
  static func slot(_ id: ObjectIdentifier, _ context: DependencyContext) -> UInt {
    slotKey(id.tableKey, context)
  }

  /// The context defaults come from (the override if any, else the prepared context, else the
  /// root's), and the entry cached for `id` in it.
  @usableFromInline
  func lookup(
    _ id: ObjectIdentifier, contextOverride: DependencyContext?
  ) -> (DependencyContext, (any AnyValueBox)?) {
    table.withLock { table in
      let context = contextOverride ?? table.preparedContext ?? configuration.context
      return (context, table.entries[Self.slot(id, context)])
    }
  }

  /// The default context when nothing overrides it: prepared, else the root's.
  var defaultContext: DependencyContext {
    table.withLock { $0.preparedContext ?? configuration.context }
  }

  /// The entry cached for `id` in `context`, if any.
  func entry(_ id: ObjectIdentifier, context: DependencyContext) -> (any AnyValueBox)? {
    table.withLock { $0.entries[Self.slot(id, context)] }
  }

  /// Returns the cached default, or computes it with `compute` (once per cache lifetime),
  /// and whether this call computed it.
  func value<Value: Sendable>(
    _ id: ObjectIdentifier,
    context: DependencyContext,
    compute: () -> ValueBox<Value>
  ) -> (box: any AnyValueBox, computedNow: Bool) {
    computing.lock()
    defer { computing.unlock() }
    if let cached = entry(id, context: context) { return (cached, false) }
    let box = compute()
    table.withLock { $0.entries.insert(box, for: Self.slot(id, context)) }
    return (box, true)
  }

  /// Writes prepared values (by table key), refusing keys already read or prepared. Returns
  /// the refused boxes, which are reported. In previews nothing is reported: a key read but
  /// never prepared takes the prepared value, a key already prepared keeps its first one.
  func prepare(
    _ boxes: [(key: UInt, box: any AnyValueBox)], context: DependencyContext
  ) -> [any AnyValueBox] {
    computing.lock()
    defer { computing.unlock() }
    let contextKey = ObjectIdentifier(DependencyContextKey.self).tableKey
    return table.withLock { table in
      var refused: [any AnyValueBox] = []
      for (key, box) in boxes {
        let slot = Self.slotKey(key, context)
        if let existing = table.entries[slot] {
          guard context == .preview else {
            refused.append(box)
            continue
          }
          if case .prepared = existing.origin { continue }
        }
        table.entries.insert(box, for: slot)
        if key == contextKey {
          table.preparedContext = box.unboxed(as: DependencyContext.self)
        }
      }
      return refused
    }
  }

  @inline(__always)
  private static func slotKey(_ key: UInt, _ context: DependencyContext) -> UInt {
    switch context {
    case .live: key
    case .preview: key | 1
    case .test: key | 2
    }
  }
}
