extension Parser {
  /// `guard condition else { … }`, `guard let name = value else { … }` and `guard let name
  /// else { … }`: Swift's early exit. Its `else` block must leave the scope (end with
  /// `return` or `throw`), so it is the `if` whose `then` is the rest of the statements
  /// (`rest` parses them, up to where the enclosing block or case ends) and whose `else` is
  /// the `else` block; the names it binds are in scope for that rest, as in Swift.
  mutating func guardStatement(rest: (inout Parser) throws(ParseError) -> [Statement])
    throws(ParseError) -> Statement
  {
    let start = advance().range.start
    let (binding, condition) = try condition(
      after: "guard", shorthandEndsAt: { $0.identifier == "else" },
      usage: "guard let name = optionalValue else { … }, or guard let name")
    guard checkIdentifier("else") else {
      throw unexpected(
        "expected 'else' after the guard's condition",
        notes: ["write guard condition else { return … }"])
    }
    advance()
    let otherwise = try block()
    switch otherwise.statements.last {
    case .returnStatement?, .throwStatement?:
      break
    default:
      throw ParseError(
        "'guard' body must not fall through", at: otherwise.range,
        notes: ["end it with 'return' or 'throw' to leave the scope"])
    }
    let header = range(from: start)
    let restStart = current.range.start
    let then = try rest(&self)
    return .ifStatement(
      IfStatement(
        condition: condition, binding: binding,
        then: Block(statements: then, range: range(from: restStart)), otherwise: otherwise,
        range: header, isGuard: true))
  }
}
