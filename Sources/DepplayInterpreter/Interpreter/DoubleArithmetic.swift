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

  /// The operands of a binary operator, an integer literal beside a `Double` taken as one
  /// (`1.5 + 2`: Swift types the literal `2` as a `Double` there); an `Int` value stays one.
  package static func promotingLiteral(
    _ lhs: ScriptValue, _ left: Expression, _ rhs: ScriptValue, _ right: Expression
  ) -> (ScriptValue, ScriptValue) {
    switch (lhs, rhs, left, right) {
    case (.double, .int(let n), _, .integer): (lhs, .double(Double(n)))
    case (.int(let n), .double, .integer, _): (.double(Double(n)), rhs)
    default: (lhs, rhs)
    }
  }
}
