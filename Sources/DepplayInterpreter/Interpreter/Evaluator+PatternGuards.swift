import DepplaySyntax

extension Interpreter {
  /// Whether the `where` condition of a case pattern holds, evaluated with the names the
  /// pattern bound (`bindings`) in scope; a condition that is not a Bool is refused.
  package func holds(
    _ condition: Expression, with bindings: [(String, ScriptValue)], _ context: inout Context
  ) throws -> Bool {
    var inner = context.nested()
    for (name, value) in bindings { inner.frame.bind(name, value) }
    let value = try evaluate(condition, &inner)
    guard case .bool(let holds) = value else {
      throw RuntimeError(
        "a 'where' condition must be a Bool, not \(value.typeName)", at: condition.range)
    }
    return holds
  }
}
