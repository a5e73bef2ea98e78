import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `calendar.identifier == .iso8601`, `.gregorian == calendar.identifier`: an implicit
  /// member compared with a `Calendar.Identifier` names a calendar, whatever else its name
  /// could name (`.iso8601` is also a JSON date strategy), as Swift reads it from the type
  /// the comparison needs. `nil` when `operand` is no implicit member or `other` no
  /// calendar identifier.
  func impliedOperand(
    _ operand: Expression, comparedWith other: ScriptValue, op: BinaryOperator
  ) throws -> ScriptValue? {
    guard case .comparison = op, case .builtin(.calendarIdentifier) = other,
      case .implicitMember(let name, nil, let range) = operand
    else { return nil }
    guard let identifier = Builtin.calendars[name] else {
      throw RuntimeError(
        "type 'Calendar.Identifier' has no member '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: Builtin.calendars.keys.sorted()))
    }
    return .builtin(.calendarIdentifier(identifier))
  }
}
