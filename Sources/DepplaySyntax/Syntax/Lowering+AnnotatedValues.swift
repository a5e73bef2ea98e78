extension Lowering {
  /// `value` as the declared type `spelled` makes it, wherever a declaration writes both: a
  /// local (`var tags: Set<String> = []`), a stored property of a struct, a class, a model or
  /// a feature's `State` (`var tags: Set<String> = []` in `final class Tagger`). Swift types
  /// a literal by the declaration's type; depplay lowers the literal to what that type makes
  /// of it, so the same default behaves the same in every kind of declaration.
  func annotated(_ value: Expression, as spelled: String) -> Expression {
    // `let n: Int? = .none` is Optional's `none`, which is `nil` (elsewhere `.none` is an
    // effect's, where a reducer returns one).
    if case .implicitMember("none", nil, let noneRange) = value,
      PrintedOptional(annotation: spelled) == .optional
    {
      return .nilLiteral(range: noneRange)
    }
    // `let x: Double = 3`: Swift types the literal as a `Double`.
    if spelled == "Double", case .integer(let number, let literalRange) = value {
      return .floatingPoint(value: Double(number), range: literalRange)
    }
    // `let xs: [Double] = [1, 2]`: each integer literal of the list is a `Double`.
    if spelled == "[Double]", case .list(let elements, let listRange) = value {
      return .list(
        elements: elements.map { element in
          guard case .integer(let number, let literalRange) = element else { return element }
          return .floatingPoint(value: Double(number), range: literalRange)
        }, range: listRange)
    }
    // `let tags: Set<String> = ["a", "b"]` (or `[]`): the array literal makes a Set.
    if spelled.hasPrefix("Set<"), case .list(_, let listRange) = value {
      return .call(
        callee: .name("Set", range: listRange),
        arguments: [Argument(label: nil, value: value, range: listRange)],
        trailingClosure: nil, range: listRange)
    }
    // `let ratio: () -> Double = { 1 }`: the closure gives a `Double`.
    if spelled.hasSuffix("-> Double"), case .closure(var closure) = value {
      closure.returnsDouble = true
      return .closure(closure)
    }
    // `let pair: (id: Int, name: String) = (1, "a")`: the tuple takes the declared labels.
    if let labels = TupleLabels(annotation: spelled) { return labels.labelling(value) }
    return value
  }
}
