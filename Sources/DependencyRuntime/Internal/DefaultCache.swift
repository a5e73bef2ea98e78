import Foundation
import Synchronization

/// The cache of computed defaults one family of ``DependencyValues`` shares.
///
/// Copies of a `DependencyValues` share it; a fresh `DependencyValues()` gets a new one.
/// Defaults are cached per (key, context); overrides are never cached; nothing is evicted
/// when a scope ends. A default is computed once, under a re-entrant lock, so computing one
/// may read others.
///
/// A read that finds its default takes no lock: the cache publishes each state of its table
/// as an immutable snapshot, and a reader loads the newest with one atomic load. Writers
/// (computing or preparing a value) build the next snapshot under the lock and keep every
/// one they replace alive as long as the cache, so a reader may keep using the snapshot it
/// loaded without retaining it. A cache holds one snapshot per value ever stored in it.
@usableFromInline
final class DefaultCache: Sendable {
  /// What a root decides for every value that shares its cache.
  struct Configuration: Sendable, Hashable {
    var context: DependencyContext
    var buildConfiguration: BuildConfiguration
  }

  /// One state of the table, never changed once published.
  final class Snapshot: Sendable {
    let entries: IdentityTable
    let preparedContext: DependencyContext?

    init(entries: IdentityTable, preparedContext: DependencyContext?) {
      self.entries = entries
      self.preparedContext = preparedContext
    }
  }

  let configuration: Configuration
  /// The address of the newest snapshot (unretained: `published` owns it).
  private let newest: Atomic<UInt>
  /// Every snapshot published, oldest first; written only under `computing`.
  private let published: Mutex<[Snapshot]>
  /// NB: `NSRecursiveLock` because computing a default may read (and compute) another.
  private let computing = NSRecursiveLock()

  init(configuration: Configuration) {
    self.configuration = configuration
    let first = Snapshot(entries: IdentityTable(), preparedContext: nil)
    newest = Atomic(Self.address(of: first))
    published = Mutex([first])
  }

  /// Runs `body` with the newest snapshot, without retaining it or taking a lock.
  @inline(__always)
  private func withSnapshot<R>(_ body: (Snapshot) -> R) -> R {
    let address = newest.load(ordering: .acquiring)
    // NB: never null: it is always the address of a published snapshot.
    let pointer = UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped
    return Unmanaged<Snapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
  }

  private static func address(of snapshot: Snapshot) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque())
  }

  /// Publishes `snapshot` as the newest. Call with `computing` held.
  private func publish(_ snapshot: Snapshot) {
    published.withLock { $0.append(snapshot) }
    newest.store(Self.address(of: snapshot), ordering: .releasing)
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
  ) -> (DependencyContext, StoredValue?) {
    withSnapshot { snapshot in
      let context = contextOverride ?? snapshot.preparedContext ?? configuration.context
      return (context, snapshot.entries[Self.slot(id, context)])
    }
  }

  /// The default context when nothing overrides it: prepared, else the root's.
  var defaultContext: DependencyContext {
    withSnapshot { $0.preparedContext ?? configuration.context }
  }

  /// The entry cached for `id` in `context`, if any.
  func entry(_ id: ObjectIdentifier, context: DependencyContext) -> StoredValue? {
    withSnapshot { $0.entries[Self.slot(id, context)] }
  }

  /// Returns the cached default, or computes it with `compute` (once per cache lifetime),
  /// and whether this call computed it.
  func value(
    _ id: ObjectIdentifier,
    context: DependencyContext,
    compute: () -> StoredValue
  ) -> (box: StoredValue, computedNow: Bool) {
    computing.lock()
    defer { computing.unlock() }
    if let cached = entry(id, context: context) { return (cached, false) }
    let box = compute()
    withSnapshot { snapshot in
      var entries = snapshot.entries
      entries.insert(box, for: Self.slot(id, context))
      publish(Snapshot(entries: entries, preparedContext: snapshot.preparedContext))
    }
    return (box, true)
  }

  /// Writes prepared values, refusing keys already read or prepared (except in previews).
  /// Returns the refused values.
  func prepare(_ values: [StoredValue], context: DependencyContext) -> [StoredValue] {
    computing.lock()
    defer { computing.unlock() }
    let contextKey = ObjectIdentifier(DependencyContextKey.self).tableKey
    return withSnapshot { snapshot in
      var entries = snapshot.entries
      var preparedContext = snapshot.preparedContext
      var refused: [StoredValue] = []
      for value in values {
        let slot = Self.slotKey(value.key, context)
        if entries[slot] != nil, context != .preview {
          refused.append(value)
          continue
        }
        entries.insert(value, for: slot)
        if value.key == contextKey {
          preparedContext = value.unboxed(as: DependencyContext.self)
        }
      }
      publish(Snapshot(entries: entries, preparedContext: preparedContext))
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
