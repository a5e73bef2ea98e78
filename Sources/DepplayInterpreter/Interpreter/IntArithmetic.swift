import DepplaySyntax

/// `Int` arithmetic as Swift does it: a result that does not fit in an `Int` (`Int.max + 1`,
/// `Int.min / -1`, `-Int.min`) or a division by zero stops the unit with an error at the
/// expression, where Swift's program would trap; the overflow operators (`&+`, `&-`, `&*`)
/// keep the low 64 bits instead, as Swift's do.
package enum IntArithmetic {
  /// `lhs op rhs`.
  package static func apply(_ op: ArithmeticOperator, _ lhs: Int, _ rhs: Int, range: SourceRange)
    throws(RuntimeError) -> Int
  {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case .add: result = lhs.addingReportingOverflow(rhs)
    case .subtract: result = lhs.subtractingReportingOverflow(rhs)
    case .multiply: result = lhs.multipliedReportingOverflow(by: rhs)
    case .divide:
      guard rhs != 0 else { throw RuntimeError("division by zero", at: range) }
      result = lhs.dividedReportingOverflow(by: rhs)
    case .remainder:
      guard rhs != 0 else { throw RuntimeError("division by zero", at: range) }
      result = lhs.remainderReportingOverflow(dividingBy: rhs)
    case .wrappingAdd: return lhs &+ rhs
    case .wrappingSubtract: return lhs &- rhs
    case .wrappingMultiply: return lhs &* rhs
    }
    guard !result.overflow else {
      throw overflow("\(lhs) \(op.rawValue) \(rhs)", range: range)
    }
    return result.partialValue
  }

  /// `-value`.
  package static func negate(_ value: Int, range: SourceRange) throws(RuntimeError) -> Int {
    let result = 0.subtractingReportingOverflow(value)
    guard !result.overflow else { throw overflow("-(\(value))", range: range) }
    return result.partialValue
  }

  private static func overflow(_ expression: String, range: SourceRange) -> RuntimeError {
    RuntimeError(
      "arithmetic overflow: \(expression) does not fit in an Int", at: range,
      notes: ["Swift stops the program here too: Int arithmetic traps on overflow"])
  }
}

extension ComparisonOperator {
  /// Whether `lhs op rhs` holds for two numbers of one type.
  package func holds<Number: Comparable>(_ lhs: Number, _ rhs: Number) -> Bool {
    switch self {
    case .equal: lhs == rhs
    case .notEqual: lhs != rhs
    case .less: lhs < rhs
    case .greater: lhs > rhs
    case .lessOrEqual: lhs <= rhs
    case .greaterOrEqual: lhs >= rhs
    }
  }
}
