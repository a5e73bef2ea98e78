import DepplaySyntax

/// `Double` arithmetic as Swift's: IEEE 754 (`1 / 0.0` is `inf`), and no `%`.
package enum DoubleArithmetic {
  /// `lhs op rhs` for two `Double`s.
  package static func apply(
    _ op: ArithmeticOperator, _ lhs: Double, _ rhs: Double, range: SourceRange
  )
    throws(RuntimeError) -> Double
  {
    switch op {
    case .add: return lhs + rhs
    case .subtract: return lhs - rhs
    case .multiply: return lhs * rhs
    case .divide: return lhs / rhs
    case .remainder:
      throw RuntimeError(
        "'%' is unavailable: For floating point numbers use truncatingRemainder instead",
        at: range)
    case .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
      throw RuntimeError(
        "binary operator '\(op.rawValue)' cannot be applied to two 'Double' operands", at: range,
        notes: ["the overflow operators take integers; a Double uses \(op.rawValue.dropFirst())"])
    }
  }

  /// `value`, the value of `expression`, given where a `Double` is expected: an integer
  /// literal (`0`, `-3`) is a `Double` there, as Swift types it; any other value stays as it is.
  package static func literal(_ value: ScriptValue, of expression: Expression) -> ScriptValue {
    switch (value, expression) {
    case (.int(let n), .integer), (.int(let n), .unary(.negate, .integer, _)): .double(Double(n))
    default: value
    }
  }

  /// `value`, the value of `expression`, given to the stored property `property`: an
  /// integer literal is a `Double` where its type is `Double`, and so is each element of a list
  /// literal where it is `[Double]` (`Forecast(celsius: [10, 20])`), as Swift types them.
  package static func literal(
    _ value: ScriptValue, of expression: Expression, givenTo property: StructDeclaration.Property
  ) -> ScriptValue {
    if property.isDouble { return literal(value, of: expression) }
    guard property.isDoubleList, case .list(let values) = value,
      case .list(let elements, _) = expression, values.count == elements.count
    else { return value }
    return .list(zip(values, elements).map { literal($0, of: $1) })
  }

  /// `value`, what `method` returned: an `Int` where it returns a `Double` is one Swift typed
  /// from an integer literal (`return 0`, `values.reduce(0, +)` of no values), so a `Double`.
  package static func returned(_ value: ScriptValue, by method: MethodDeclaration) -> ScriptValue {
    returned(value, asDouble: method.returnsDouble)
  }

  /// `value`, what code declared to give a `Double` where `asDouble` (a computed property's
  /// getter of type `Double`, a closure written `-> Double`) gave: an `Int` there is one Swift
  /// typed from an integer literal (`var ratio: Double { 1 }`), so a `Double`.
  package static func returned(_ value: ScriptValue, asDouble: Bool) -> ScriptValue {
    guard asDouble, case .int(let number) = value else { return value }
    return .double(Double(number))
  }

  /// Takes an integer literal beside a `Double` as one, in place, among the operands of a
  /// binary operator (`1.5 + 2`: Swift types the literal `2` as a `Double` there); an `Int`
  /// value stays one. Matching each operand on its own, not a tuple of both, copies neither.
  package static func promoteLiteral(
    _ lhs: inout ScriptValue, _ left: Expression, _ rhs: inout ScriptValue, _ right: Expression
  ) {
    if case .double = lhs, case .int(let n) = rhs, case .integer = right {
      rhs = .double(Double(n))
    } else if case .int(let n) = lhs, case .double = rhs, case .integer = left {
      lhs = .double(Double(n))
    }
  }

}
