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

  /// Whether Swift Testing shows a compared side as written, without its value: a literal,
  /// or an array literal of literals (`["b"]`).
  package var isExpectationLiteral: Bool {
    if case .list(let elements, _) = self { return elements.allSatisfy(\.isLiteral) }
    return isLiteral
  }
}
