extension ProgramWriter {
  /// `!` after a failable initializer of a built-in type (`TimeZone(identifier: "UTC")`,
  /// `UUID(uuidString: "…")`) whose literal argument it accepts, as Swift code writes it: the
  /// table of built-ins says which initializers are failable, and its own initializer decides
  /// whether the literal is valid. A value that is not a literal, an invalid one, or an
  /// initializer the type does not have, has no faithful export.
  func unwrapping(_ callee: Expression, _ arguments: [Argument], range: SourceRange)
    throws(ExportError) -> String
  {
    guard case .name(let type, _) = callee, let construction = Builtin.construction(of: type)
    else { return "" }
    let labels = arguments.map(\.label)
    let initializers = construction.initializers.filter { $0.labels == labels }
    guard !initializers.isEmpty else {
      throw ExportError(
        "this \(type)", because: "\(type) has no such initializer", at: range,
        notes: [construction.hint])
    }
    guard initializers.contains(where: \.isFailable) else { return "" }
    let values = arguments.compactMap { literalValue($0.value) }
    guard values.count == arguments.count,
      initializers.contains(where: { $0.accepts(values) && $0.make(values) != nil })
    else {
      throw ExportError(
        "this \(type)", because: "its initializer fails unless given a valid literal", at: range)
    }
    return "!"
  }

  /// The value of a string or integer literal.
  private func literalValue(_ expression: Expression) -> ScriptValue? {
    switch expression {
    case .integer(let value, _): return .int(value)
    case .string(let parts, _) where parts.isEmpty: return .string("")
    case .string(let parts, _):
      guard parts.count == 1, case .text(let text) = parts[0] else { return nil }
      return .string(text)
    default: return nil
    }
  }
}
