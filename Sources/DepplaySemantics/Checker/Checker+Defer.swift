import DepplaySyntax

extension Checker {
  /// `defer { … }` inside a function, closure or block: its block is checked as any block
  /// is, and, as swiftc requires, nothing in it leaves it (`return`, `throw`) or awaits. At
  /// the top level of a script, which depplay runs statement by statement, it is refused by
  /// name.
  package mutating func checkDefer(_ body: Block, range: SourceRange, topLevel: Bool)
    throws(CheckError)
  {
    if topLevel {
      throw CheckError(
        "'defer' at the top level of a script is not supported yet", at: range,
        notes: ["put it in the function or closure whose end it waits for"])
    }
    for statement in body.statements {
      switch statement {
      case .returnStatement(_, let range):
        throw CheckError("'return' cannot transfer control out of a defer statement", at: range)
      case .throwStatement(_, let range):
        throw CheckError("errors cannot be thrown out of a defer body", at: range)
      default: break
      }
      var awaited: SourceRange?
      _ = statement.contains(intoClosures: false) { expression in
        if awaited == nil, case .await(let operand, _) = expression { awaited = operand.range }
        return awaited != nil
      }
      if let awaited {
        throw CheckError("'async' call cannot occur in a defer body", at: awaited)
      }
    }
    try check(body)
  }
}
