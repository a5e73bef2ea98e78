import Dispatch
import Testing

@testable import DependencyRuntime

/// The directory that finds each Swift Testing test's cache table without a lock
/// (`TestTables`): every table added is found again, through every growth of the directory,
/// while other threads look tables up.
@Suite struct TestTablesTests {
  /// A directory and the storage the cache's lock would guard.
  final class Directory: @unchecked Sendable {
    let tables: TestTables
    var storage = TestTables.Storage()

    init() { tables = TestTables(storage) }

    func add(_ test: Int) -> PublishedTable {
      let table = PublishedTable(PublishedTable.Snapshot(DefaultCache.Table()))
      tables.add(table, for: AnyHashableSendable(test), in: &storage)
      return table
    }
  }

  @Test("each test's table is found again, and a test without one finds none")
  func tablesAreFoundThroughGrowth() {
    let directory = Directory()
    // 200 tests: the directory grows from 16 buckets twice on the way.
    let added = (0..<200).map { directory.add($0) }
    #expect(directory.storage.directories.count > 1)
    for (test, table) in added.enumerated() {
      #expect(directory.tables.table(of: AnyHashableSendable(test)) === table)
    }
    #expect(directory.tables.table(of: AnyHashableSendable(200)) == nil)
    #expect(directory.tables.table(of: AnyHashableSendable("0")) == nil)
  }

  @Test("lookups racing additions find each table once it is added, and no other")
  func lookupsRaceAdditions() {
    let directory = Directory()
    let tables = (0..<300).map { _ in
      PublishedTable(PublishedTable.Snapshot(DefaultCache.Table()))
    }
    let addedSoFar = LockIsolated(0)
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        // NB: one writer, as the cache's lock makes it.
        for (test, table) in tables.enumerated() {
          directory.tables.add(table, for: AnyHashableSendable(test), in: &directory.storage)
          addedSoFar.setValue(test + 1)
        }
      } else {
        for round in 0..<3_000 {
          let test = (round * 7 + worker) % 300
          let added = test < addedSoFar.value
          let found = directory.tables.table(of: AnyHashableSendable(test))
          if added { #expect(found === tables[test]) }
          if let found { #expect(found === tables[test]) }
        }
      }
    }
  }
}
