/// What a `for` loop walks, one element at a time: a list's values, or a range's integers,
/// which are never materialised, so `for i in 0..<Int.max` costs only the iterations that run.
///
/// A concrete iterator rather than an `AnySequence` of a lazily mapped range: the type-erased
/// one looked up its generic metadata on every element, a third of a simple loop's
/// instructions.
package struct LoopElements: Sequence, IteratorProtocol {
  private enum Remaining {
    case list(IndexingIterator<[ScriptValue]>)
    /// The integers from `next` through `last`, both included.
    case integers(next: Int, last: Int)
    case none
  }

  private var remaining: Remaining

  /// A list's values, in order.
  package init(_ values: [ScriptValue]) { remaining = .list(values.makeIterator()) }

  /// A half-open range's integers.
  package init(_ range: Range<Int>) {
    remaining =
      range.isEmpty ? .none : .integers(next: range.lowerBound, last: range.upperBound - 1)
  }

  /// A closed range's integers.
  package init(_ range: ClosedRange<Int>) {
    remaining = .integers(next: range.lowerBound, last: range.upperBound)
  }

  package mutating func next() -> ScriptValue? {
    switch remaining {
    case .list(var values):
      let value = values.next()
      remaining = value == nil ? .none : .list(values)
      return value
    case .integers(let next, let last):
      remaining = next == last ? .none : .integers(next: next + 1, last: last)
      return .int(next)
    case .none:
      return nil
    }
  }
}
