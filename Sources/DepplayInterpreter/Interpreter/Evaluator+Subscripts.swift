import DepplaySyntax

/// Array subscripts at run time (a dictionary's are ``storing(_:in:at:path:fallback:range:_:)``): `todos[0]` reads an element, and `todos[0] = todo`,
/// `todos[0].title = "Milk"` write one back through the array's own place. An index out of
/// range stops the program as Swift's does.
extension Interpreter {
  /// `base[index]`, both evaluated: the element; or, for a range of indices (`names[1..<3]`,
  /// `names[1...2]`), those elements, an `ArraySlice` that prints and is used as an array.
  package func element(
    of base: ScriptValue, at index: ScriptValue, range: SourceRange
  ) throws -> ScriptValue {
    if case .list(let elements) = base, let bounds = index.indexRange {
      guard bounds.lowerBound >= 0, bounds.upperBound <= elements.count else {
        throw Self.indexOutOfRange("Array index is out of range", at: range)
      }
      return try bounded(.list(Array(elements[bounds])), at: range)
    }
    let (elements, position) = try arrayAndIndex(base, index, range: range)
    return elements[position]
  }

  /// `todos[i] = v`, `todos[i].title = v`, `state.todos[i].isDone = v`: sets the element (or
  /// its member) in the array read from its place, and writes the array back there; `false`
  /// when `target` goes through no subscript.
  package func assignThroughSubscript(
    _ target: Expression, _ value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> Bool {
    let (expression, path) = target.trailingMembers
    guard
      case .subscripted(let place, let indexExpression, let fallback, let subscriptRange) =
        expression
    else { return false }
    let array = try evaluate(place, &context)
    if case .record = array,
      let changed = try settingStructSubscript(
        of: array, index: indexExpression, fallback: fallback, path: path, to: value,
        range: subscriptRange, &context)
    {
      try writeBack(changed, to: place, range: range, &context)
      return true
    }
    let index = try evaluate(indexExpression, &context)
    if case .dictionary(let dictionary) = array {
      let changed = try storing(
        value, in: dictionary, at: index, path: path, fallback: fallback, range: range, &context)
      try writeBack(try bounded(.dictionary(changed), at: range), to: place, range: range, &context)
      return true
    }
    var (elements, position) = try arrayAndIndex(array, index, range: subscriptRange)
    if path.isEmpty {
      elements[position] = value
    } else {
      try setMember(path[...], of: &elements[position], to: value, range: range, &context)
    }
    try writeBack(try bounded(.list(elements), at: range), to: place, range: range, &context)
    return true
  }

  /// Stores `value` in the place `target` names (a local's path, a reducer's state, `$0`'s
  /// key in an update closure), as an assignment does.
  package func writeBack(
    _ value: ScriptValue, to target: Expression, range: SourceRange, _ context: inout Context
  ) throws {
    if try !assignLocal(target, value, range: range, &context) {
      try assign(target, value, range: range, &context)
    }
  }

  private func arrayAndIndex(
    _ base: ScriptValue, _ index: ScriptValue, range: SourceRange
  ) throws -> ([ScriptValue], Int) {
    let elements: [ScriptValue]
    switch base {
    case .list(let values): elements = values
    case .string:
      throw RuntimeError(
        "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.",
        at: range)
    default:
      throw RuntimeError("value of type '\(base.typeName)' has no subscripts", at: range)
    }
    guard case .int(let position) = index else {
      throw RuntimeError(
        "cannot convert value of type '\(index.typeName)' to expected argument type 'Int'",
        at: range)
    }
    guard elements.indices.contains(position) else {
      throw Self.indexOutOfRange("Index out of range", at: range)
    }
    return (elements, position)
  }

  /// Swift's trap for an array index out of range (`message` in its words).
  package static func indexOutOfRange(_ message: String, at range: SourceRange) -> RuntimeError {
    RuntimeError(
      "Fatal error: \(message)", at: range,
      notes: ["Swift stops the program here; check the index against the array's count first"])
  }
}

extension ScriptValue {
  /// The indices a range value covers (`1..<3`, `1...2`); `nil` for any other value.
  fileprivate var indexRange: Range<Int>? {
    switch self {
    case .range(let range): range
    case .closedRange(let range):
      // `0...Int.max` reaches past any array, as its one past the end cannot be written.
      range.lowerBound..<(range.upperBound == .max ? .max : range.upperBound + 1)
    default: nil
    }
  }
}
