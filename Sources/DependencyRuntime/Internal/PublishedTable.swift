import Synchronization

/// A table of cached defaults that is read without a lock: each of its states is published
/// as an immutable snapshot, and a reader loads the newest with one atomic load.
///
/// Writers change it under their owner's lock, by building the next snapshot and publishing
/// it. The owner keeps every snapshot published alive as long as itself (``DefaultCache``
/// keeps them all), so a reader may use the snapshot it loaded without retaining it.
final class PublishedTable: Sendable {
  /// One state of the table, never changed once published.
  final class Snapshot: Sendable {
    let table: DefaultCache.Table

    init(_ table: DefaultCache.Table) { self.table = table }
  }

  /// The address of the newest snapshot (unretained: the owner keeps it alive).
  private let newest: Atomic<UInt>

  /// A table whose first state is `first`, which the caller keeps alive.
  init(_ first: Snapshot) {
    newest = Atomic(Self.address(of: first))
  }

  private static func address(of snapshot: Snapshot) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque())
  }

  /// Runs `body` on the newest state, read without a lock or a retain.
  @inline(__always)
  func read<R>(_ body: (DefaultCache.Table) -> R) -> R {
    let address = newest.load(ordering: .acquiring)
    // NB: never null: it is always the address of a published snapshot.
    let pointer = UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped
    return Unmanaged<Snapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef { body($0.table) }
  }

  /// Makes `snapshot` the newest state. Call under the owner's lock, which keeps `snapshot`
  /// alive as long as itself.
  func publish(_ snapshot: Snapshot) {
    newest.store(Self.address(of: snapshot), ordering: .releasing)
  }
}
