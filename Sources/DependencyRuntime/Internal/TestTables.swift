import Synchronization

/// The tables of the Swift Testing tests that have cached defaults in one ``DefaultCache``,
/// each found without a lock.
///
/// A hash table of chains that only grows: each bucket holds the address of its chain's
/// first entry, and an entry (a test and its table) is immutable and never removed. A writer
/// (under the cache's lock) adds a test by linking a new entry in front of its bucket's
/// chain and publishing it with one atomic store; when the chains grow long it builds a
/// directory twice as large and publishes that. The cache keeps every entry and directory
/// alive as long as itself (``Storage``), so a reader walks them without retaining anything.
final class TestTables: Sendable {
  /// A test's table, and the next entry of its chain. Immutable.
  final class Entry: Sendable {
    let test: AnyHashableSendable
    let table: PublishedTable
    /// The address of the next entry in the chain (unretained), or 0.
    let next: UInt

    init(test: AnyHashableSendable, table: PublishedTable, next: UInt) {
      self.test = test
      self.table = table
      self.next = next
    }
  }

  /// One generation of buckets.
  // NB: `@unchecked Sendable`: `heads` is written only at initialisation and through its
  // atomics.
  final class Directory: @unchecked Sendable {
    let mask: Int
    /// Each bucket's first entry's address (unretained), or 0.
    let heads: UnsafeMutablePointer<Atomic<UInt>>

    init(buckets: Int) {
      mask = buckets - 1
      heads = .allocate(capacity: buckets)
      for bucket in 0..<buckets { (heads + bucket).initialize(to: Atomic(0)) }
    }

    deinit {
      heads.deinitialize(count: mask + 1)
      heads.deallocate()
    }

    func bucket(of test: AnyHashableSendable) -> Int { test.hashValue & mask }
  }

  /// Every test's table, and what keeps every entry and directory alive; changed only
  /// under the cache's lock.
  struct Storage {
    var tables: [(test: AnyHashableSendable, table: PublishedTable)] = []
    var directories = [Directory(buckets: 16)]
    var entries: [Entry] = []
  }

  /// The address of the newest directory (unretained: ``Storage`` keeps it alive).
  private let newest: Atomic<UInt>

  /// Tables found through the first directory of `storage`.
  init(_ storage: Storage) {
    newest = Atomic(Self.address(of: storage.directories[0]))
  }

  private static func address(of object: AnyObject) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  }

  private static func object<T: AnyObject>(at address: UInt, as _: T.Type) -> Unmanaged<T> {
    // NB: never null: callers pass the address of a published directory or entry.
    Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
  }

  /// The table of `test`, if it has one; read without a lock or a retain.
  func table(of test: AnyHashableSendable) -> PublishedTable? {
    Self.object(at: newest.load(ordering: .acquiring), as: Directory.self)
      ._withUnsafeGuaranteedRef { directory in
        var address = directory.heads[directory.bucket(of: test)].load(ordering: .acquiring)
        while address != 0 {
          let found = Self.object(at: address, as: Entry.self)._withUnsafeGuaranteedRef {
            entry -> (PublishedTable?, UInt) in
            entry.test == test ? (entry.table, 0) : (nil, entry.next)
          }
          if let table = found.0 { return table }
          address = found.1
        }
        return nil
      }
  }

  /// Adds `table` as the table of `test`, which has none. Call under the cache's lock, with
  /// the `storage` it guards.
  func add(_ table: PublishedTable, for test: AnyHashableSendable, in storage: inout Storage) {
    storage.tables.append((test, table))
    var directory = storage.directories[storage.directories.count - 1]
    guard storage.tables.count > 2 * (directory.mask + 1) else {
      return link(test, table, into: directory, &storage)
    }
    directory = Directory(buckets: 4 * (directory.mask + 1))
    for (test, table) in storage.tables { link(test, table, into: directory, &storage) }
    storage.directories.append(directory)
    newest.store(Self.address(of: directory), ordering: .releasing)
  }

  /// Links an entry for `test` in front of its bucket's chain in `directory`, and keeps it.
  private func link(
    _ test: AnyHashableSendable, _ table: PublishedTable, into directory: Directory,
    _ storage: inout Storage
  ) {
    let head = directory.heads + directory.bucket(of: test)
    let entry = Entry(test: test, table: table, next: head.pointee.load(ordering: .relaxed))
    storage.entries.append(entry)
    head.pointee.store(Self.address(of: entry), ordering: .releasing)
  }
}
