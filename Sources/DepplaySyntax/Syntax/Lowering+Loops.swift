import SwiftSyntax

extension Lowering {
  /// `while`, `repeat`, `break`, `continue` and a labelled loop (`outer: for … { … }`);
  /// `nil` for another statement.
  mutating func loopStatement(_ syntax: StmtSyntax) throws(ParseError) -> Statement? {
    if let whileSyntax = syntax.as(WhileStmtSyntax.self) {
      return try whileLoop(whileSyntax, label: nil)
    }
    if let repeatSyntax = syntax.as(RepeatStmtSyntax.self) {
      return try repeatLoop(repeatSyntax, label: nil)
    }
    if let breakSyntax = syntax.as(BreakStmtSyntax.self) {
      return try jump(.breaking, label: breakSyntax.label, at: breakSyntax)
    }
    if let continueSyntax = syntax.as(ContinueStmtSyntax.self) {
      return try jump(.continuing, label: continueSyntax.label, at: continueSyntax)
    }
    guard let labelled = syntax.as(LabeledStmtSyntax.self) else { return nil }
    let label = labelled.label.text
    if let forSyntax = labelled.statement.as(ForStmtSyntax.self) {
      return try forLoop(forSyntax, label: label)
    }
    if let whileSyntax = labelled.statement.as(WhileStmtSyntax.self) {
      return try whileLoop(whileSyntax, label: label)
    }
    if let repeatSyntax = labelled.statement.as(RepeatStmtSyntax.self) {
      return try repeatLoop(repeatSyntax, label: label)
    }
    throw notSupported(
      "a label on this statement", at: labelled.label,
      notes: ["depplay's labels name loops: outer: for … { … continue outer }"])
  }

  /// `while conditions { … }`: its conditions (`while let next = queue.first, next > 0`), as
  /// an `if`'s are read, and its body.
  private mutating func whileLoop(_ syntax: WhileStmtSyntax, label: String?) throws(ParseError)
    -> Statement
  {
    let conditions = try conditions(syntax.conditions, keyword: "while")
    let body = try block(syntax.body)
    let whole = range(syntax)
    let pass = try chained(
      conditions, then: body, otherwise: loopExit(at: whole), elseSyntax: nil, range: whole,
      isGuard: false, keyword: "while")
    return .whileLoop(WhileLoop(pass: pass, isRepeat: false, label: label, range: whole))
  }

  /// `repeat { … } while condition`
  private mutating func repeatLoop(_ syntax: RepeatStmtSyntax, label: String?) throws(ParseError)
    -> Statement
  {
    let body = try block(syntax.body)
    let condition = try expression(syntax.condition)
    let whole = range(syntax)
    let pass = IfStatement(
      condition: condition, then: body, otherwise: loopExit(at: whole), range: whole)
    return .whileLoop(WhileLoop(pass: pass, isRepeat: true, label: label, range: whole))
  }

  /// The `else` of a `while` loop's pass: `break`, which leaves the loop.
  private func loopExit(at range: SourceRange) -> Block {
    Block(statements: [.jump(LoopJump(.breaking, label: nil, range: range))], range: range)
  }

  /// `break` or `continue`, with the label it names: a statement it leaves must enclose it
  /// (in the same function or closure), or it is refused with swiftc's words.
  private func jump(_ kind: LoopJump.Kind, label: TokenSyntax?, at syntax: some StmtSyntaxProtocol)
    throws(ParseError) -> Statement
  {
    let jump = LoopJump(kind, label: label?.text, range: range(syntax))
    try checkTarget(of: jump, at: syntax, labelRange: label.map { range($0) })
    return .jump(jump)
  }

  /// Finds the statement `jump` leaves among those around `syntax`, as swiftc does: the loop
  /// with its label, else the innermost loop (or, for `break`, `switch`); a `defer`, a
  /// closure or a function stops the search. A label no loop has is reported at `labelRange`.
  private func checkTarget(
    of jump: LoopJump, at syntax: some StmtSyntaxProtocol, labelRange: SourceRange?
  ) throws(ParseError) {
    let word = jump.kind == .breaking ? "break" : "continue"
    var insideIfOrDo = false
    var node = syntax.parent
    while let current = node, !Self.isCodeBoundary(current) {
      if current.is(DeferStmtSyntax.self) {
        throw ParseError(
          "'\(word)' cannot transfer control out of a defer statement", at: jump.range)
      }
      if let label = jump.label {
        if current.as(LabeledStmtSyntax.self)?.label.text == label { return }
      } else if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self)
        || current.is(RepeatStmtSyntax.self)
        || (jump.kind == .breaking && current.is(SwitchCaseSyntax.self))
      {
        return
      } else if current.is(IfExprSyntax.self) || current.is(DoStmtSyntax.self) {
        insideIfOrDo = true
      }
      node = current.parent
    }
    if let label = jump.label {
      throw ParseError("cannot find label '\(label)' in scope", at: labelRange ?? jump.range)
    }
    let message =
      if jump.kind == .continuing {
        "'continue' is only allowed inside a loop"
      } else if insideIfOrDo {
        "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required"
          + " to exit an if or do"
      } else {
        "'break' is only allowed inside a loop, if, do, or switch"
      }
    throw ParseError(message, at: jump.range)
  }

  /// Whether `node` starts code of its own, which a `break` or `continue` cannot leave: a
  /// closure, a function, an initializer, an accessor.
  private static func isCodeBoundary(_ node: Syntax) -> Bool {
    node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
      || node.is(InitializerDeclSyntax.self) || node.is(AccessorBlockSyntax.self)
      || node.is(DeinitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self)
  }
}
