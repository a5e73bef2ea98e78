extension Expression {
  /// Whether this is a literal (`1`, `"a"`, `true`, `nil`, `.member`): a check's message
  /// shows a compared side as written, without its value, when it is one; the interpreter
  /// and the export decide it here alike.
  package var isLiteral: Bool {
    switch self {
    case .integer, .floatingPoint, .string, .boolean, .nilLiteral, .implicitMember: true
    default: false
    }
  }

  /// Whether Swift Testing shows a compared side as written, without its value: a literal
  /// (a string without interpolations: `"Good \(word)"` shows its value too), or an array
  /// literal of literals (`["b"]`).
  package var isExpectationLiteral: Bool {
    switch self {
    case .list(let elements, _): elements.allSatisfy(\.isExpectationLiteral)
    case .string(let parts, _): parts.allSatisfy { if case .text = $0 { true } else { false } }
    default: isLiteral
    }
  }
}
