/// A small open-addressing hash table of stored values keyed by object identities, for the
/// hot read path.
///
/// Keys are pointer-sized words that are never zero (an `ObjectIdentifier`'s address, maybe
/// with a tag in its alignment bits). Hashing is one multiplication, where `Dictionary` runs
/// SipHash; a lookup is a probe or two however many keys are stored. A value type with
/// copy-on-write storage, so copying a table is one retain. Not generic, so code inlined into
/// other modules never goes through unspecialised generic paths.
@usableFromInline
struct IdentityTable: Sendable {
  @usableFromInline typealias Element = StoredValue

  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var key: UInt
    @usableFromInline var element: Element?
  }

  @usableFromInline var slots: ContiguousArray<Slot>
  @usableFromInline var count: Int

  @inlinable
  init() {
    slots = []
    count = 0
  }

  @inlinable
  var isEmpty: Bool { count == 0 }

  @inlinable @inline(__always)
  static func home(of key: UInt, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The element stored under `key`, if any.
  @inlinable @inline(__always)
  subscript(key: UInt) -> Element? {
    guard count > 0 else { return nil }
    let mask = slots.count &- 1
    var index = Self.home(of: key, mask: mask)
    while true {
      let slot = slots[index]
      if slot.key == key { return slot.element }
      if slot.key == 0 { return nil }
      index = (index &+ 1) & mask
    }
  }

  /// Stores `element` under `key`, replacing what was there.
  @usableFromInline
  mutating func insert(_ element: Element, for key: UInt) {
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var index = Self.home(of: key, mask: mask)
    while slots[index].key != 0, slots[index].key != key {
      index = (index + 1) & mask
    }
    if slots[index].key == 0 { count += 1 }
    slots[index] = Slot(key: key, element: element)
  }

  /// Every key and element, in no particular order.
  var entries: [(key: UInt, element: Element)] {
    slots.compactMap { slot in slot.element.map { (slot.key, $0) } }
  }

  private mutating func grow() {
    let old = slots
    let capacity = max(4, old.count * 2)
    slots = ContiguousArray()
    slots.reserveCapacity(capacity)
    for _ in 0..<capacity { slots.append(Slot(key: 0, element: nil)) }
    count = 0
    for slot in old where slot.key != 0 {
      if let element = slot.element { insert(element, for: slot.key) }
    }
  }
}

extension ObjectIdentifier {
  /// This identity as an ``IdentityTable`` key.
  @inlinable @inline(__always)
  var tableKey: UInt { UInt(bitPattern: self) }
}
