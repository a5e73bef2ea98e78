import DepplaySyntax
import Foundation

extension Interpreter {
  /// `date + seconds`, `date - seconds`: Foundation's operators of a `Date` and a
  /// `TimeInterval` (an integer literal or product of them is one there, as Swift types it).
  func movedDate(_ date: Date, by seconds: ScriptValue, subtracting: Bool, range: SourceRange)
    throws -> ScriptValue
  {
    let interval: TimeInterval
    switch seconds {
    case .double(let value): interval = value
    case .int(let value): interval = TimeInterval(value)
    default:
      throw RuntimeError(
        "binary operator '\(subtracting ? "-" : "+")' cannot be applied to operands of type"
          + " 'Date' and '\(seconds.typeName)'", at: range,
        notes: ["add a number of seconds: date + 3600, or date.addingTimeInterval(3600)"])
    }
    return try Self.date(date + (subtracting ? -interval : interval), range: range)
  }
}

extension Interpreter {
  /// `a + b` and `a - b` of two `Duration`s, `d * n` and `d / n` with an `Int` (Swift has no
  /// `n * d`), and
  /// the orderings of two `Duration`s, as Swift's operators compute them; `nil` for another
  /// operator or operand.
  func durationArithmetic(
    _ op: BinaryOperator, _ lhs: ScriptValue, _ rhs: ScriptValue, range: SourceRange
  ) throws -> ScriptValue? {
    switch (op, lhs, rhs) {
    case (.arithmetic(.add), .builtin(.duration(let a)), .builtin(.duration(let b))):
      return .builtin(.duration(a + b))
    case (.arithmetic(.subtract), .builtin(.duration(let a)), .builtin(.duration(let b))):
      return .builtin(.duration(a - b))
    case (.arithmetic(.multiply), .builtin(.duration(let d)), .int(let n)):
      return .builtin(.duration(d * n))
    case (.arithmetic(.divide), .builtin(.duration(let d)), .int(let n)):
      guard n != 0 else { throw RuntimeError("division by zero", at: range) }
      return .builtin(.duration(d / n))
    case (.comparison(let comparison), .builtin(.duration(let a)), .builtin(.duration(let b))):
      return .bool(comparison.holds(a, b))
    default:
      return nil
    }
  }
}
