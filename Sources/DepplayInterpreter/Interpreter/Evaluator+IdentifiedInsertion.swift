import DepplaySyntax

/// `append(_:)` and `insert(_:at:)` of an identified array (``ValueMethod/identifiedAppend``),
/// as swift-identified-collections has them: an element whose `id` is already there leaves
/// the array as it is, and the call gives `(inserted: Bool, index: Int)`, the new element's
/// index or that of the one already there. (Both are `@discardableResult`.)
extension Interpreter {
  /// Adds `element` to `elements` at `position` (the end when `nil`) unless an element with
  /// its `id` is there; the `(inserted:index:)` tuple.
  func insertIdentified(
    _ element: ScriptValue, at position: ScriptValue?, into elements: inout [ScriptValue],
    range: SourceRange
  ) throws -> ScriptValue {
    guard let id = [element].identifiers?.first else {
      throw RuntimeError(
        "a value of type '\(element.typeName)' has no 'id' to add to an identified array",
        at: range, notes: ["an identified array's elements are Identifiable: give it 'let id'"])
    }
    let inserted: Bool
    let index: Int
    if let existing = elements.firstIndex(where: {
      [$0].identifiers?.first?.isEqual(to: id) == true
    }) {
      (inserted, index) = (false, existing)
    } else {
      index = try position.map { try self.index($0, range: range) } ?? elements.count
      guard (0...elements.count).contains(index) else {
        throw Self.indexOutOfRange("Array index is out of range", at: range)
      }
      elements.insert(element, at: index)
      inserted = true
    }
    return .tuple([
      (label: "inserted", value: .bool(inserted)), (label: "index", value: .int(index)),
    ])
  }
}
