import Foundation
import Synchronization

/// The cache of computed defaults one family of ``DependencyValues`` shares.
///
/// Copies of a `DependencyValues` share it; a fresh `DependencyValues()` gets a new one.
/// Defaults are cached per (key, context); overrides are never cached; nothing is evicted
/// when a scope ends. A default is computed once, under a re-entrant lock, so computing one
/// may read others.
///
/// In a test process, as in the library, each Swift Testing test has a table of its own
/// (its cases share it), and the shared table is emptied before each XCTest test (see
/// ``TestFramework``).
@usableFromInline
final class DefaultCache: Sendable {
  /// What a root decides for every value that shares its cache.
  struct Configuration: Sendable, Hashable {
    var context: DependencyContext
    var buildConfiguration: BuildConfiguration
    /// Whether each Swift Testing test gets a table of its own. A root made for a script's
    /// own "process" (``DependencyValues/init(rootContext:build:)``) is not the host's test
    /// process: its tables ignore the host's tests.
    var isolatesTests = true
  }

  struct Table {
    var entries = IdentityTable()
    var preparedContext: DependencyContext?
  }

  /// The shared table, and one per Swift Testing test that has read through this cache.
  struct Tables {
    var shared = Table()
    var byTest: [AnyHashableSendable: Table] = [:]
  }

  let configuration: Configuration
  private let tables = Mutex(Tables())
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
    withTable { table in
      let context = contextOverride ?? table.preparedContext ?? configuration.context
      return (context, table.entries[Self.slot(id, context)])
    }
  }

  /// Runs `body` on the table of the running Swift Testing test, else on the shared one.
  @inline(__always)
  private func withTable<R: Sendable>(_ body: (inout Table) -> R) -> R {
    guard configuration.isolatesTests, let test = TestFramework.bridge?.currentTestID else {
      return tables.withLock { body(&$0.shared) }
    }
    return tables.withLock { body(&$0.byTest[test, default: Table()]) }
  }

  /// Forgets every default and prepared value in the shared table, as before each XCTest
  /// test.
  func resetShared() {
    computing.lock()
    defer { computing.unlock() }
    tables.withLock { $0.shared = Table() }
  }

  /// The table keys cached so far (in every context), to tell values cached before a
  /// `prepareDependencies` call from those it caches itself.
  var cachedSlots: Set<UInt> {
    withTable { Set($0.entries.entries.map(\.key)) }
  }

  /// The default context when nothing overrides it: prepared, else the root's.
  var defaultContext: DependencyContext {
    withTable { $0.preparedContext ?? configuration.context }
  }

  /// The entry cached for `id` in `context`, if any.
  func entry(_ id: ObjectIdentifier, context: DependencyContext) -> (any AnyValueBox)? {
    withTable { $0.entries[Self.slot(id, context)] }
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
    withTable { $0.entries.insert(box, for: Self.slot(id, context)) }
    return (box, true)
  }

  /// Writes prepared values (by table key), refusing keys whose slot is in `refused` (those
  /// already read or prepared before the call). Returns the refused boxes, which are
  /// reported. In previews nothing is refused: a key read but never prepared takes the
  /// prepared value, a key already prepared keeps its first one.
  func prepare(
    _ boxes: [(key: UInt, box: any AnyValueBox)], context: DependencyContext,
    refusing refused: Set<UInt>
  ) -> [any AnyValueBox] {
    computing.lock()
    defer { computing.unlock() }
    let contextKey = ObjectIdentifier(DependencyContextKey.self).tableKey
    return withTable { table in
      var refusedBoxes: [any AnyValueBox] = []
      for (key, box) in boxes {
        let slot = Self.slotKey(key, context)
        if refused.contains(slot) {
          guard context == .preview else {
            refusedBoxes.append(box)
            continue
          }
          if let existing = table.entries[slot], case .prepared = existing.origin { continue }
        }
        table.entries.insert(box, for: slot)
        if key == contextKey {
          table.preparedContext = box.unboxed(as: DependencyContext.self)
        }
      }
      return refusedBoxes
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
