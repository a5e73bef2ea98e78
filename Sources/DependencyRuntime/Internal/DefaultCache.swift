import Foundation
import Synchronization

/// The cache of computed defaults one family of ``DependencyValues`` shares.
///
/// Copies of a `DependencyValues` share it; a fresh `DependencyValues()` gets a new one.
/// Defaults are cached per (key, context); overrides are never cached; nothing is evicted
/// when a scope ends. A default is computed once, under a re-entrant lock, so computing one
/// may read others.
///
/// In a test process the cache is also kept per test, as the library keeps its cache: each
/// Swift Testing test reads a table of its own (its cases share it), and the process root's
/// shared table is emptied before each XCTest test (see ``TestFramework``). A root made for
/// a script's own "process" (``DependencyValues/init(rootContext:build:)``) is one table
/// wherever it is read (``Configuration/isolatesTests``).
///
/// A read that finds its default in the shared table takes no lock: the cache publishes each
/// state of that table as an immutable snapshot, and a reader loads the newest with one
/// atomic load. Writers (computing or preparing a value) build the next snapshot under the
/// lock and keep every one they replace alive as long as the cache, so a reader may keep
/// using the snapshot it loaded without retaining it; a cache holds one snapshot per value
/// ever stored in it. A test's own table is read under the lock.
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

  struct Table: Sendable {
    var entries = IdentityTable()
    var preparedContext: DependencyContext?
  }

  /// One state of the shared table, never changed once published.
  final class Snapshot: Sendable {
    let table: Table

    init(_ table: Table) { self.table = table }
  }

  /// What the lock guards: the shared table's snapshots, and one table per Swift Testing
  /// test that has read through this cache.
  struct State {
    /// Every snapshot of the shared table published, oldest first.
    var published: [Snapshot]
    var byTest: [AnyHashableSendable: Table] = [:]
  }

  let configuration: Configuration
  /// The address of the newest shared snapshot (unretained: `state.published` owns it).
  private let newest: Atomic<UInt>
  private let state: Mutex<State>
  /// NB: `NSRecursiveLock` because computing a default may read (and compute) another.
  private let computing = NSRecursiveLock()

  init(configuration: Configuration) {
    self.configuration = configuration
    let first = Snapshot(Table())
    newest = Atomic(Self.address(of: first))
    state = Mutex(State(published: [first]))
  }

  private static func address(of snapshot: Snapshot) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque())
  }

  /// Whether a test framework bridge is linked. NB: a `Bool`, so that a read in a process
  /// without one checks a flag instead of copying the optional bridge out (~240
  /// instructions per read).
  private static let isBridged = TestFramework.bridge != nil

  /// The Swift Testing test whose table calls here use, if any.
  @inline(__always)
  private var currentTest: AnyHashableSendable? {
    guard configuration.isolatesTests, Self.isBridged else { return nil }
    return TestFramework.bridge?.currentTestID
  }

  /// Runs `body` on the table in use here: the running test's, else the newest shared
  /// snapshot's, read without a lock or a retain.
  @inline(__always)
  private func read<R: Sendable>(_ body: (Table) -> R) -> R {
    if let test = currentTest {
      return state.withLock { body($0.byTest[test] ?? Table()) }
    }
    let address = newest.load(ordering: .acquiring)
    // NB: never null: it is always the address of a published snapshot.
    let pointer = UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped
    return Unmanaged<Snapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef { body($0.table) }
  }

  /// Changes the table in use here; a change to the shared one is published as a new
  /// snapshot. Call with `computing` held.
  private func write<R: Sendable>(_ body: (inout Table) -> R) -> R {
    let test = currentTest
    return state.withLock { state in
      if let test { return body(&state.byTest[test, default: Table()]) }
      var table = state.published[state.published.count - 1].table
      let result = body(&table)
      let snapshot = Snapshot(table)
      state.published.append(snapshot)
      newest.store(Self.address(of: snapshot), ordering: .releasing)
      return result
    }
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
    read { table in
      let context = contextOverride ?? table.preparedContext ?? configuration.context
      return (context, table.entries[Self.slot(id, context)])
    }
  }

  /// Forgets every default and prepared value in the shared table, as before each XCTest
  /// test.
  func resetShared() {
    computing.lock()
    defer { computing.unlock() }
    state.withLock { state in
      let snapshot = Snapshot(Table())
      state.published.append(snapshot)
      newest.store(Self.address(of: snapshot), ordering: .releasing)
    }
  }

  /// The table keys cached so far (in every context), to tell values cached before a
  /// `prepareDependencies` call from those it caches itself.
  var cachedSlots: Set<UInt> {
    read { Set($0.entries.entries.map(\.key)) }
  }

  /// The default context when nothing overrides it: prepared, else the root's.
  var defaultContext: DependencyContext {
    read { $0.preparedContext ?? configuration.context }
  }

  /// The entry cached for `id` in `context`, if any.
  func entry(_ id: ObjectIdentifier, context: DependencyContext) -> StoredValue? {
    read { $0.entries[Self.slot(id, context)] }
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
    write { $0.entries.insert(box, for: Self.slot(id, context)) }
    return (box, true)
  }

  /// Writes prepared values, refusing keys whose slot is in `refused` (those already read or
  /// prepared before the call). Returns the refused values, which are reported. In previews
  /// nothing is refused: a key read but never prepared takes the prepared value, a key
  /// already prepared keeps its first one.
  func prepare(
    _ values: [StoredValue], context: DependencyContext, refusing refused: Set<UInt>
  ) -> [StoredValue] {
    computing.lock()
    defer { computing.unlock() }
    let contextKey = ObjectIdentifier(DependencyContextKey.self).tableKey
    return write { table in
      var refusedValues: [StoredValue] = []
      for value in values {
        let slot = Self.slotKey(value.key, context)
        if refused.contains(slot) {
          guard context == .preview else {
            refusedValues.append(value)
            continue
          }
          if let existing = table.entries[slot], case .prepared = existing.origin { continue }
        }
        table.entries.insert(value, for: slot)
        if value.key == contextKey {
          table.preparedContext = value.unboxed(as: DependencyContext.self)
        }
      }
      return refusedValues
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
