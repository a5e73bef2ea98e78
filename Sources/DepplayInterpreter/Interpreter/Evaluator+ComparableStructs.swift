import DepplaySyntax

/// The order of a `Comparable` plain struct's values: the `static func <` it declares, run as
/// the struct's static code, from which Swift derives `>`, `<=` and `>=`; `sorted()`, `min()`,
/// `max()` and `max(a, b)` order such values by it, as they order numbers by theirs.
extension Interpreter {
  /// Whether `lhs` goes before `rhs`: by a `Comparable` struct's `<`, else by the `<` of
  /// numbers, strings and dates.
  package func precedes(
    _ lhs: ScriptValue, _ rhs: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> Bool {
    let order =
      try structOrder(.less, lhs, rhs, range: range, &context)
      ?? apply(.comparison(.less), lhs, rhs, range: range)
    return try holds(order, range: range)
  }

  /// `a < b`, `a > b`, `a <= b` or `a >= b` where `a` is a value of a plain struct: its
  /// `static func <`, when it conforms to `Comparable`, else swiftc's error; `nil` for any
  /// other operands or operator.
  package func structOrder(
    _ comparison: ComparisonOperator, _ lhs: ScriptValue, _ rhs: ScriptValue,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard comparison != .equal, comparison != .notEqual, case .record(let record) = lhs,
      let declared = declaredStruct(record.name)
    else { return nil }
    guard declared.declaration.conformances.contains(.comparable),
      let ordering = declared.declaration.ordering
    else {
      throw RuntimeError(
        "referencing operator function '\(comparison.rawValue)' on 'Comparable' requires that"
          + " '\(record.name)' conform to 'Comparable'", at: range,
        notes: [
          "declare it 'struct \(record.name): Comparable' with static func < (lhs:"
            + " \(record.name), rhs: \(record.name)) -> Bool { … }"
        ])
    }
    func less(_ first: ScriptValue, _ second: ScriptValue) throws -> Bool {
      var inner = try enteringCode(
        in: declared.frame, self: nil, range: range, what: "\(record.name).<", context)
      inner.isMainActor = declared.declaration.isMainActor(ordering)
      try bind(ordering.parameters, chosen: [0, 1], values: [first, second], in: &inner)
      return try holds(try execute(ordering.body, &inner).value, range: range)
    }
    switch comparison {
    case .less: return .bool(try less(lhs, rhs))
    case .greater: return .bool(try less(rhs, lhs))
    case .lessOrEqual: return .bool(try !less(rhs, lhs))
    case .greaterOrEqual: return .bool(try !less(lhs, rhs))
    case .equal, .notEqual: return nil
    }
  }
}
