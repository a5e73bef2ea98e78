/// `Int` arithmetic as Swift does it: a result that does not fit in an `Int` (`Int.max + 1`,
/// `Int.min / -1`, `-Int.min`) or a division by zero stops the unit with an error at the
/// expression, where Swift's program would trap.
enum IntArithmetic {
  /// The operators ``apply(_:_:_:range:)`` computes.
  static let operators: Set<String> = ["+", "-", "*", "/", "%"]

  /// `lhs op rhs`, for one of ``operators``.
  static func apply(_ op: String, _ lhs: Int, _ rhs: Int, range: SourceRange) throws(RuntimeError)
    -> Int
  {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case "+": result = lhs.addingReportingOverflow(rhs)
    case "-": result = lhs.subtractingReportingOverflow(rhs)
    case "*": result = lhs.multipliedReportingOverflow(by: rhs)
    case "/", "%":
      guard rhs != 0 else { throw RuntimeError("division by zero", at: range) }
      result =
        op == "/"
        ? lhs.dividedReportingOverflow(by: rhs) : lhs.remainderReportingOverflow(dividingBy: rhs)
    default: preconditionFailure("'\(op)' is not an Int arithmetic operator")
    }
    guard !result.overflow else { throw overflow("\(lhs) \(op) \(rhs)", range: range) }
    return result.partialValue
  }

  /// `-value`.
  static func negate(_ value: Int, range: SourceRange) throws(RuntimeError) -> Int {
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
