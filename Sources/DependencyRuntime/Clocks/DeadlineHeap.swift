/// Elements ordered by a deadline, ties broken by an increasing sequence number: a binary
/// min-heap, so that ``TestClock`` finds and removes its next sleeper in `O(log n)` however
/// many tasks sleep on it (a linear scan per wake-up made `run()` quadratic).
struct DeadlineHeap<Deadline: Comparable, Element> {
  fileprivate struct Entry {
    var deadline: Deadline
    var sequence: Int
    var element: Element

    func precedes(_ other: Entry) -> Bool {
      (deadline, sequence) < (other.deadline, other.sequence)
    }
  }

  private var entries: [Entry] = []

  /// Whether the heap is empty.
  var isEmpty: Bool { entries.isEmpty }
  /// The earliest deadline.
  var earliestDeadline: Deadline? { entries.first?.deadline }

  /// Adds `element`, due at `deadline`; `sequence` orders equal deadlines (first in, first out).
  mutating func insert(_ element: Element, deadline: Deadline, sequence: Int) {
    entries.append(Entry(deadline: deadline, sequence: sequence, element: element))
    siftUp(entries.count - 1)
  }

  /// Removes and returns the earliest element if its deadline is at most `limit`.
  mutating func popFirst(dueBy limit: Deadline) -> (deadline: Deadline, element: Element)? {
    guard let first = entries.first, first.deadline <= limit else { return nil }
    remove(at: 0)
    return (first.deadline, first.element)
  }

  /// Removes and returns the element with sequence number `sequence`, if present (a linear
  /// search: only cancellation uses it).
  mutating func remove(sequence: Int) -> Element? {
    guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else { return nil }
    let element = entries[index].element
    remove(at: index)
    return element
  }

  private mutating func remove(at index: Int) {
    entries.swapAt(index, entries.count - 1)
    entries.removeLast()
    guard index < entries.count else { return }
    siftDown(index)
    siftUp(index)
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].precedes(entries[parent]) else { return }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      var first = parent
      for child in [2 * parent + 1, 2 * parent + 2]
      where child < entries.count && entries[child].precedes(entries[first]) {
        first = child
      }
      guard first != parent else { return }
      entries.swapAt(parent, first)
      parent = first
    }
  }
}

extension DeadlineHeap: Sendable where Deadline: Sendable, Element: Sendable {}
extension DeadlineHeap.Entry: Sendable where Deadline: Sendable, Element: Sendable {}
