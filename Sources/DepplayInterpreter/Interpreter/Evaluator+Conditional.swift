import DepplaySyntax

extension Interpreter {
  /// Whether the condition of `condition ? then : otherwise`, evaluated to `value`, holds.
  package func conditionHolds(_ value: ScriptValue, at range: SourceRange) throws -> Bool {
    guard case .bool(let holds) = value else {
      throw RuntimeError(
        "a '? :' condition must be a Bool, not \(value.typeName)", at: range,
        notes: ["Swift refuses it too: type '\(value.typeName)' cannot be used as a boolean"])
    }
    return holds
  }
}
