import DependencyRuntime

/// Turns tokens into a ``Program``: statements with source ranges.
///
/// A recursive-descent parser over a strict, small subset of Swift's spelling. Statements end
/// at a newline or `;`. Nesting is limited (``maximumDepth``) so hostile input cannot exhaust
/// the stack.
package struct Parser {
  var tokens: [Token]
  var position = 0
  var depth = 0
  /// Whether the expression being parsed is covered by a `try` (``Program/triedCalls``).
  var inTry = false
  /// Where the calls a `try` covers start (``Program/triedCalls``).
  var triedCalls: Set<Int> = []
  /// Whether the code of the closure being parsed throws (``ClosureLiteral/isThrowing``).
  var ownCodeThrows = false

  /// The deepest nesting of blocks and expressions accepted.
  package static let maximumDepth = 64

  /// Parses a whole script. Throws a ``LexError`` or a ``ParseError``.
  package static func parse(_ source: SourceFile) throws -> Program {
    let tokens = try Lexer.tokenize(source)
    var parser = Parser(tokens: tokens)
    let statements = try parser.statements(until: nil)
    return Program(statements: statements, triedCalls: parser.triedCalls)
  }

  init(tokens: [Token]) {
    self.tokens = tokens
  }

  // MARK: Cursor

  var current: Token { tokens[position] }
  func peek(_ ahead: Int = 1) -> Token { tokens[min(position + ahead, tokens.count - 1)] }
  var previousEnd: SourceLocation {
    position > 0 ? tokens[position - 1].range.end : current.range.start
  }

  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  func check(_ symbol: String) -> Bool { current.isSymbol(symbol) }
  func checkIdentifier(_ name: String) -> Bool { current.identifier == name }

  mutating func accept(_ symbol: String) -> Bool {
    guard check(symbol) else { return false }
    advance()
    return true
  }

  mutating func expect(_ symbol: String, _ context: String) throws(ParseError) -> Token {
    guard check(symbol) else { throw unexpected("expected '\(symbol)' \(context)") }
    return advance()
  }

  mutating func expectIdentifier(_ context: String) throws(ParseError) -> Token {
    guard current.identifier != nil else { throw unexpected("expected \(context)") }
    return advance()
  }

  func unexpected(_ message: String, notes: [String] = []) -> ParseError {
    ParseError("\(message), found \(current.spelling)", at: current.range, notes: notes)
  }

  mutating func skipNewlines() {
    while current.kind == .newline { advance() }
  }

  func range(from start: SourceLocation) -> SourceRange {
    SourceRange(start: start, end: max(previousEnd, start))
  }

  /// Runs `body` one nesting level deeper, refusing past ``maximumDepth``.
  mutating func nested<T>(_ body: (inout Parser) throws(ParseError) -> T) throws(ParseError) -> T {
    guard depth < Self.maximumDepth else {
      throw ParseError(
        "nesting too deep (more than \(Self.maximumDepth) levels)", at: current.range,
        notes: ["split the script into smaller pieces"])
    }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  /// One more link of an operator, member or call chain: `a + b + c` and `a.b.c()` nest one
  /// level per link, as the syntax tree does, so a long chain is refused before the checker
  /// or interpreter, which walk the tree recursively, could exhaust the stack.
  mutating func deepenChain() throws(ParseError) {
    guard depth < Self.maximumDepth else {
      throw ParseError(
        "expression too long (more than \(Self.maximumDepth) nested levels or chained operators,"
          + " members and calls)", at: current.range,
        notes: ["split it with 'let': let part = a + b"])
    }
    depth += 1
  }

  // MARK: Blocks

  /// Statements up to `closer` (`}`, closing the `opener` token) or the end of input.
  mutating func statements(until closer: String?, opener: Token? = nil) throws(ParseError)
    -> [Statement]
  {
    var statements: [Statement] = []
    while true {
      while current.kind == .newline || check(";") { advance() }
      if let closer, check(closer) { return statements }
      if current.kind == .end {
        if let closer {
          throw ParseError(
            "this '\(opener?.spelling.dropFirst().dropLast() ?? "{")' is never closed",
            at: opener?.range ?? current.range,
            notes: ["every '{' needs a matching '\(closer)' before the end of the script"])
        }
        return statements
      }
      if checkIdentifier("guard") {
        // At the top level the names after a guard would be the guard's, not the program's
        // (which later shell entries see), so depplay keeps it for bodies.
        guard closer != nil else {
          throw ParseError(
            "'guard' at the top level", at: current.range,
            notes: [
              "depplay has guard in a closure's, method's or reducer's body",
              "write if condition { … } else { … } here",
            ])
        }
        statements.append(
          try guardStatement { (parser: inout Parser) throws(ParseError) in
            try parser.statements(until: closer, opener: opener)
          })
        return statements
      }
      let first = current
      statements.append(try statement())
      guard
        current.kind == .newline || check(";") || current.kind == .end
          || (closer != nil && check(closer ?? ""))
      else {
        let word = first.identifier ?? ""
        if let suggestion = DidYouMean.suggestion(for: word, among: Self.statementKeywords) {
          throw ParseError(
            "cannot find '\(word)' in scope", at: first.range,
            notes: ["did you mean '\(suggestion)'?"])
        }
        throw unexpected("expected a new line or ';' after the statement")
      }
    }
  }

  /// `{ params in statements }`
  mutating func closure() throws(ParseError) -> ClosureLiteral {
    // A closure's body is code of its own: a `try` around the closure covers none of it, and
    // what it throws makes it throw, not the code around it.
    let (outerTry, outerThrows) = (inTry, ownCodeThrows)
    (inTry, ownCodeThrows) = (false, false)
    defer { (inTry, ownCodeThrows) = (outerTry, outerThrows) }
    return try nested { (parser: inout Parser) throws(ParseError) in
      let open = try parser.expect("{", "to open a closure")
      var parameters: [String] = []
      var probe = parser.position
      var names: [String] = []
      while parser.tokens[probe].kind == .newline { probe += 1 }
      while let name = parser.tokens[probe].identifier, name != "in" {
        names.append(name)
        probe += 1
        if parser.tokens[probe].isSymbol(",") { probe += 1 } else { break }
      }
      if !names.isEmpty, parser.tokens[probe].identifier == "in" {
        parameters = names
        parser.position = probe + 1
      }
      let statements = try parser.statements(until: "}", opener: open)
      let close = parser.advance()
      let range = SourceRange(start: open.range.start, end: close.range.end)
      return ClosureLiteral(
        parameters: parameters, body: Block(statements: statements, range: range), range: range,
        isThrowing: parser.ownCodeThrows)
    }
  }

  /// A `{ … }` block without parameters: code of the closure around it, which throws if the
  /// block does.
  mutating func block() throws(ParseError) -> Block {
    let literal = try closure()
    guard literal.parameters.isEmpty else {
      throw ParseError("this block takes no parameters", at: literal.range)
    }
    ownCodeThrows = ownCodeThrows || literal.isThrowing
    return literal.body
  }
}
