import DepplaySyntax
import Synchronization

/// One cell for each place a checked program reads a key (a name the checker resolved to
/// ``Resolution/key``), in which the interpreter keeps what the name found last: a read in a
/// loop then finds its key through its place instead of looking the name up on every pass.
///
/// What a cell holds is the interpreter's to judge (it keeps, with the key, the state of the
/// session's keys it was found under). A cell is read without a lock: it holds the address of
/// an object that the cells keep alive until they are freed, so a reader never sees an object
/// go while it reads it. Each object kept stays kept until then, so the cells stop taking new
/// ones after a few for each.
package struct KeyReadCells: @unchecked Sendable {
  // NB: @unchecked because the slots are never written after the cells are made, and the
  // cells are atomics. One pointer: every frame copies its program's tables (a few words
  // more and the copy goes through `memcpy`, on every block and loop pass).
  // NB: inlinable, with what it reads, so that a read calls no function to find its cell.
  @usableFromInline let storage: UnsafeMutablePointer<Storage>

  @usableFromInline struct Storage: ~Copyable {
    /// The cell of the key read that starts at each place; -1 where none does.
    @usableFromInline let slots: UnsafeMutableBufferPointer<Int32>
    @usableFromInline let cells: UnsafeMutableBufferPointer<Atomic<UInt>>
    /// Every object a cell was given, kept until the cells are freed.
    let kept = Mutex<[any AnyObject & Sendable]>([])

    /// How many objects the cells keep at most.
    var capacity: Int { 4 * cells.count + 64 }
  }

  /// Cells for the key reads `table` records (``Resolutions/Builder/record(_:at:)``).
  init(_ table: [Resolution?]) {
    let count = (table.lastIndex { $0 == .key } ?? -1) + 1
    let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    var next: Int32 = 0
    for offset in 0..<count {
      if table[offset] == .key {
        slots[offset] = next
        next += 1
      } else {
        slots[offset] = -1
      }
    }
    let cells = UnsafeMutableBufferPointer<Atomic<UInt>>.allocate(capacity: Int(next))
    // swift-format-ignore: NeverForceUnwrap
    for cell in 0..<Int(next) { (cells.baseAddress! + cell).initialize(to: Atomic(0)) }
    storage = .allocate(capacity: 1)
    storage.initialize(to: Storage(slots: slots, cells: cells))
  }

  /// Frees the cells and what they keep.
  func free() {
    storage.pointee.slots.deallocate()
    // NB: an atomic needs no deinitialization beyond its storage.
    storage.pointee.cells.deallocate()
    storage.deinitialize(count: 1).deallocate()
  }

  /// The cell of the key read at `range`; `nil` where the checker recorded none.
  @inlinable
  func cell(at range: SourceRange) -> Int? {
    let offset = range.start.offset
    let slots = storage.pointee.slots
    guard offset < slots.count else { return nil }
    let slot = slots[offset]
    return slot < 0 ? nil : Int(slot)
  }

  /// What the cell of the key read at `range` holds, unretained: valid while the cells live.
  ///
  /// - Precondition: every object given to ``keep(_:at:)`` is a `Kept`.
  @inlinable
  package func kept<Kept: AnyObject>(at range: SourceRange, as type: Kept.Type) -> Unmanaged<Kept>?
  {
    guard let cell = cell(at: range) else { return nil }
    let address = storage.pointee.cells[cell].load(ordering: .acquiring)
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
    return Unmanaged<Kept>.fromOpaque(pointer)
  }

  /// Puts `object` in the cell of the key read at `range`, in place of what it held: kept
  /// until the cells are freed, unless they keep as many objects as they may already (a
  /// read then looks its key up by name).
  package func keep(_ object: any AnyObject & Sendable, at range: SourceRange) {
    guard let cell = cell(at: range) else { return }
    let capacity = storage.pointee.capacity
    let taken = storage.pointee.kept.withLock { kept in
      guard kept.count < capacity else { return false }
      kept.append(object)
      return true
    }
    guard taken else { return }
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    storage.pointee.cells[cell].store(address, ordering: .releasing)
  }
}
