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
/// A read that finds its default takes no lock, in the shared table or a test's: each table
/// publishes its states as immutable snapshots, and a reader loads the newest with one
/// atomic load (``PublishedTable``); a test's table is found in a directory read the same
/// way (``TestTables``). Writers (computing or preparing a value) build the next snapshot
/// under the lock and keep every one they replace alive as long as the cache, so a reader
/// may keep using the snapshot it loaded without retaining it; a cache holds one snapshot
/// per value ever stored in it.
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

  /// What the lock guards: every snapshot published, and the tests' tables.
  struct State {
    /// Every snapshot of every table published, oldest first.
    var published: [PublishedTable.Snapshot]
    var tests = TestTables.Storage()
  }

  let configuration: Configuration
  /// The table read outside Swift Testing tests (and in every test, if the configuration
  /// does not isolate them).
  private let shared: PublishedTable
  /// The table of each Swift Testing test that has cached a value here.
  private let tests: TestTables
  private let state: Mutex<State>
  /// NB: `NSRecursiveLock` because computing a default may read (and compute) another.
  private let computing = NSRecursiveLock()

  init(configuration: Configuration) {
    self.configuration = configuration
    let first = PublishedTable.Snapshot(Table())
    let state = State(published: [first])
    shared = PublishedTable(first)
    tests = TestTables(state.tests)
    self.state = Mutex(state)
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

  /// Runs `body` on the table in use here: the running test's, else the shared one; read
  /// without a lock or a retain.
  @inline(__always)
  private func read<R: Sendable>(_ body: (Table) -> R) -> R {
    // NB: the flags first: where they rule a test out (a script's root, a process without a
    // test framework), no optional test identity is made and destroyed (~60 a read).
    guard configuration.isolatesTests, Self.isBridged else { return shared.read(body) }
    if let test = currentTest {
      guard let table = tests.table(of: test) else { return body(Table()) }
      return table.read(body)
    }
    return shared.read(body)
  }

  /// Changes the table in use here, publishing its next state. Call with `computing` held.
  private func write<R: Sendable>(_ body: (inout Table) -> R) -> R {
    let test = currentTest
    return state.withLock { state in
      var table = shared
      if let test {
        if let existing = tests.table(of: test) {
          table = existing
        } else {
          let empty = PublishedTable.Snapshot(Table())
          state.published.append(empty)
          table = PublishedTable(empty)
          tests.add(table, for: test, in: &state.tests)
        }
      }
      var next = table.read { $0 }
      let result = body(&next)
      let snapshot = PublishedTable.Snapshot(next)
      state.published.append(snapshot)
      table.publish(snapshot)
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
      let snapshot = PublishedTable.Snapshot(Table())
      state.published.append(snapshot)
      shared.publish(snapshot)
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
