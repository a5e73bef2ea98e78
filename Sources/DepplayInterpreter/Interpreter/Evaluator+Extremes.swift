import DepplaySyntax

extension Interpreter {
  /// The largest (or smallest) of `values` by their `<` (a `Comparable` struct's own), as an array's `max()` and `min()`
  /// find it; `nil` when there are none.
  package func extreme(
    of values: [ScriptValue], largest: Bool, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    let precedes = { (lhs: ScriptValue, rhs: ScriptValue) throws -> Bool in
      try self.precedes(lhs, rhs, range: range, &context)
    }
    return largest ? try values.max(by: precedes) : try values.min(by: precedes)
  }

  /// `min()` and `max()` of a collection's `elements` by their `<`, or `min(by:)` and
  /// `max(by:)` by the closure, which is given two elements and tells whether the first comes
  /// before the second; `nil` when there are none.
  func extreme(
    of elements: [ScriptValue], largest: Bool, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard trailing != nil || !arguments.isEmpty else {
      return try extreme(of: elements, largest: largest, range: range, &context) ?? .none
    }
    let closure = try evaluate(lastFunction(of: arguments, trailing: trailing), &context)
    let precedes = { (lhs: ScriptValue, rhs: ScriptValue) throws -> Bool in
      try self.holds(
        try self.callValue(closure, named: nil, values: [lhs, rhs], range: range, &context),
        range: range)
    }
    return try (largest ? elements.max(by: precedes) : elements.min(by: precedes)) ?? .none
  }

  /// Swift's `max(a, b, …)` and `min(a, b, …)`: the largest (or smallest) argument. An
  /// integer literal among `Double`s is a `Double`, as Swift types it (`max(0, seconds)`).
  package func extreme(
    of arguments: [Argument], largest: Bool, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    var values = try arguments.map { try evaluate($0.value, &context) }
    if values.contains(where: { if case .double = $0 { true } else { false } }) {
      for index in values.indices {
        guard case .int(let n) = values[index], case .integer = arguments[index].value else {
          continue
        }
        values[index] = .double(Double(n))
      }
    }
    // The checker has made sure of two values or more.
    return try extreme(of: values, largest: largest, range: range, &context) ?? .void
  }
}
