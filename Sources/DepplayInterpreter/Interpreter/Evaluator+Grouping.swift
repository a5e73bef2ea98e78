import DepplaySyntax

extension Interpreter {
  /// `Dictionary(grouping: items, by: { $0.category })` (or `by: \.category`): the function
  /// called on each element in order, and the element appended to the array stored under
  /// what it gives. The keys keep the order they first appear in, as all of depplay's
  /// dictionaries do.
  func grouped(
    _ sequence: ScriptValue, by key: ElementFunction, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    var groups = DictionaryValue()
    for element in sequence.initializerElements {
      try tick(range, context)
      let group = try callFunction(key, with: element, range: range, &context)
      guard case .list(var members) = groups[group] ?? .list([]) else { continue }
      members.append(element)
      groups[group] = .list(members)
    }
    return .dictionary(groups)
  }
}

extension ScriptValue {
  /// The elements a built-in initializer's sequence argument gives (`Dictionary(grouping:by:)`,
  /// `Dictionary(uniqueKeysWithValues:)`): an array's or a set's, in order; none for any other
  /// value (the table of built-ins accepts only sequences there).
  var initializerElements: [ScriptValue] {
    switch self {
    case .list(let elements), .set(let elements): elements
    default: []
    }
  }
}
