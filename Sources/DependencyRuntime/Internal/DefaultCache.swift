import Foundation
import Synchronization

/// The cache of computed defaults one family of ``DependencyValues`` shares.
///
/// Copies of a `DependencyValues` share it; a fresh `DependencyValues()` gets a new one.
/// Defaults are cached per (key, context); overrides are never cached; nothing is evicted
/// when a scope ends. A default is computed once, under a re-entrant lock, so computing one
/// may read others.
final class DefaultCache: Sendable {
  /// What a root decides for every value that shares its cache.
  struct Configuration: Sendable, Hashable {
    var context: DependencyContext
    var buildConfiguration: BuildConfiguration
  }

  struct Slot: Hashable {
    var id: ObjectIdentifier
    var context: DependencyContext
  }

  struct Table {
    var entries: [Slot: any AnyValueBox] = [:]
    var preparedContext: DependencyContext?
  }

  let configuration: Configuration
  private let table = Mutex(Table())
  /// NB: `NSRecursiveLock` because computing a default may read (and compute) another.
  private let computing = NSRecursiveLock()

  init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The context defaults come from (the override if any, else the prepared context, else the
  /// root's), and the entry cached for `id` in it.
  @inline(__always)
  func lookup(
    _ id: ObjectIdentifier, contextOverride: DependencyContext?
  ) -> (DependencyContext, (any AnyValueBox)?) {
    table.withLock { table in
      let context = contextOverride ?? table.preparedContext ?? configuration.context
      return (context, table.entries[Slot(id: id, context: context)])
    }
  }

  /// The default context when nothing overrides it: prepared, else the root's.
  var defaultContext: DependencyContext {
    table.withLock { $0.preparedContext ?? configuration.context }
  }

  /// The entry cached for `id` in `context`, if any.
  func entry(_ id: ObjectIdentifier, context: DependencyContext) -> (any AnyValueBox)? {
    table.withLock { $0.entries[Slot(id: id, context: context)] }
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
    table.withLock { $0.entries[Slot(id: id, context: context)] = box }
    return (box, true)
  }

  /// Writes prepared values, refusing keys already read or prepared (except in previews).
  /// Returns the ids that were refused.
  func prepare(
    _ boxes: [ObjectIdentifier: any AnyValueBox], context: DependencyContext
  ) -> [ObjectIdentifier] {
    computing.lock()
    defer { computing.unlock() }
    return table.withLock { table in
      var refused: [ObjectIdentifier] = []
      for (id, box) in boxes {
        let slot = Slot(id: id, context: context)
        if table.entries[slot] != nil, context != .preview {
          refused.append(id)
          continue
        }
        table.entries[slot] = box
        if id == ObjectIdentifier(DependencyContextKey.self) {
          table.preparedContext = box.unboxed(as: DependencyContext.self)
        }
      }
      return refused
    }
  }
}
