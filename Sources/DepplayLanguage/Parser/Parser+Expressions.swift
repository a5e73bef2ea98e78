extension Token {
  var isStringLiteral: Bool {
    if case .string = kind { return true }
    return false
  }
}

extension Parser {
  private static let precedence: [[String]] = [
    ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">="], ["..<", "..."], ["+", "-"],
    ["*", "/", "%"],
  ]

  /// An expression; `allowTrailingClosure: false` where a `{` starts a body (`for … in x {`).
  mutating func expression(allowTrailingClosure: Bool = true) throws(ParseError) -> Expression {
    // A `try` in this expression covers it to its end, and no further.
    let outerTry = inTry
    defer { inTry = outerTry }
    return try nested { (parser: inout Parser) throws(ParseError) in
      try parser.binary(level: 0, allowTrailingClosure: allowTrailingClosure)
    }
  }

  private mutating func binary(level: Int, allowTrailingClosure: Bool) throws(ParseError)
    -> Expression
  {
    guard level < Self.precedence.count else {
      return try prefix(allowTrailingClosure: allowTrailingClosure)
    }
    var left = try binary(level: level + 1, allowTrailingClosure: allowTrailingClosure)
    let outerDepth = depth
    defer { depth = outerDepth }
    while case .symbol(let symbol) = current.kind, Self.precedence[level].contains(symbol) {
      try deepenChain()
      advance()
      skipNewlines()
      let right = try binary(level: level + 1, allowTrailingClosure: allowTrailingClosure)
      left = .binary(operator: symbol, left: left, right: right, range: left.range.to(right.range))
    }
    return left
  }

  private mutating func prefix(allowTrailingClosure: Bool) throws(ParseError) -> Expression {
    let start = current.range.start
    if checkIdentifier("await") {
      advance()
      let operand = try nested { (parser: inout Parser) throws(ParseError) in
        try parser.prefix(allowTrailingClosure: allowTrailingClosure)
      }
      return .await(operand: operand, range: range(from: start))
    }
    if checkIdentifier("try") {
      advance()
      // `try?` and `try!` handle the error where they are; a plain `try` passes it on.
      let handling =
        accept("?") ? Expression.optionalTry : accept("!") ? Expression.forcedTry : nil
      if handling == nil { ownCodeThrows = true }
      inTry = true
      guard let handling else {
        return try nested { (parser: inout Parser) throws(ParseError) in
          try parser.prefix(allowTrailingClosure: allowTrailingClosure)
        }
      }
      // As in Swift, `try?` and `try!` cover everything to their right: `try? a + b`.
      let operand = try nested { (parser: inout Parser) throws(ParseError) in
        try parser.binary(level: 0, allowTrailingClosure: allowTrailingClosure)
      }
      return .unary(operator: handling, operand: operand, range: range(from: start))
    }
    if check("&") {
      advance()
      let operand = try nested { (parser: inout Parser) throws(ParseError) in
        try parser.prefix(allowTrailingClosure: allowTrailingClosure)
      }
      return .unary(operator: "&", operand: operand, range: range(from: start))
    }
    if check("!") || check("-") {
      let symbol = advance()
      let operand = try nested { (parser: inout Parser) throws(ParseError) in
        try parser.prefix(allowTrailingClosure: allowTrailingClosure)
      }
      if case .symbol("-") = symbol.kind, case .integer(let value, _) = operand {
        return .integer(value: -value, range: range(from: start))
      }
      return .unary(
        operator: symbol.isSymbol("!") ? "!" : "-", operand: operand, range: range(from: start))
    }
    return try postfix(allowTrailingClosure: allowTrailingClosure)
  }

  private mutating func postfix(allowTrailingClosure: Bool) throws(ParseError) -> Expression {
    var expression = try primary(allowTrailingClosure: allowTrailingClosure)
    let start = expression.range.start
    let outerDepth = depth
    defer { depth = outerDepth }
    var isOptionalChain = false
    while true {
      if continuesOnNextLine() { skipNewlines() }
      if check("?"), current.range.start == previousEnd, peek().isSymbol(".") {
        // `base?.member`: Swift's optional chaining (see OptionalChaining.swift).
        try deepenChain()
        advance()
        expression = .unary(
          operator: Expression.optionalBind, operand: expression, range: range(from: start))
        isOptionalChain = true
      } else if check(".") {
        try deepenChain()
        advance()
        let name = try expectIdentifier("a member name after '.'").identifier ?? ""
        expression = .member(base: expression, name: name, range: range(from: start))
      } else if check("("), current.range.start.line == previousEnd.line {
        try deepenChain()
        var arguments = try argumentList()
        var trailing: ClosureLiteral?
        if allowTrailingClosure, check("{") {
          trailing = try closure()
          arguments += try labeledTrailingClosures()
        }
        expression = call(expression, arguments, trailing, start: start)
      } else if check("["), current.range.start.line == previousEnd.line,
        peek().identifier == "id", peek(2).isSymbol(":")
      {
        try deepenChain()
        expression = try elementByID(of: expression, start: start)
      } else if allowTrailingClosure, check("{"), isCallable(expression) {
        try deepenChain()
        let trailing = try closure()
        let labeled = try labeledTrailingClosures()
        expression = call(expression, labeled, trailing, start: start)
      } else if isOptionalChain {
        return .unary(
          operator: Expression.optionalChain, operand: expression, range: range(from: start))
      } else {
        return expression
      }
    }
  }

  /// A call of `callee` ending here, noted in ``triedCalls`` if a `try` covers it.
  private mutating func call(
    _ callee: Expression, _ arguments: [Argument], _ trailing: ClosureLiteral?,
    start: SourceLocation
  ) -> Expression {
    if inTry { triedCalls.insert(start.offset) }
    return .call(
      callee: callee, arguments: arguments, trailingClosure: trailing, range: range(from: start))
  }

  /// `[id: id]` after `base`, and a `?` right after it (optional chaining into the element).
  private mutating func elementByID(of base: Expression, start: SourceLocation)
    throws(ParseError) -> Expression
  {
    advance()
    advance()
    advance()
    let id = try expression()
    _ = try expect("]", "to close the subscript: path[id: 0]")
    let chained = check("?") && current.range.start.offset == previousEnd.offset
    if chained { advance() }
    return .elementByID(base: base, id: id, chained: chained, range: range(from: start))
  }

  /// Whether the next line starts with `.name`, which continues the expression, as in Swift:
  /// `return .run { … }` then `.cancellable(id: …)` on the line below.
  private func continuesOnNextLine() -> Bool {
    guard current.kind == .newline else { return false }
    var ahead = 1
    while peek(ahead).kind == .newline { ahead += 1 }
    return peek(ahead).isSymbol(".") && peek(ahead + 1).identifier != nil
  }

  /// Whether a `{` after `expression` is a trailing closure (a name or member, as in
  /// `group.addTask { … }`), rather than the start of something else.
  private func isCallable(_ expression: Expression) -> Bool {
    switch expression {
    case .name, .member, .implicitMember: true
    default: false
    }
  }

  mutating func argumentList() throws(ParseError) -> [Argument] {
    _ = try expect("(", "to open the argument list")
    var arguments: [Argument] = []
    skipNewlines()
    while !check(")") {
      let start = current.range.start
      var label: String?
      if let name = current.identifier, peek().isSymbol(":") {
        label = name
        advance()
        advance()
      }
      let value = try expression()
      arguments.append(Argument(label: label, value: value, range: range(from: start)))
      skipNewlines()
      if !accept(",") { break }
      skipNewlines()
    }
    _ = try expect(")", "to close the argument list")
    return arguments
  }

  mutating func primary(allowTrailingClosure: Bool = true) throws(ParseError) -> Expression {
    let token = current
    let start = token.range.start
    switch token.kind {
    case .integer(let value):
      advance()
      return .integer(value: value, range: token.range)
    case .string(let segments):
      advance()
      return .string(parts: try stringParts(segments), range: token.range)
    case .symbol("("):
      advance()
      skipNewlines()
      let inner = try expression()
      skipNewlines()
      _ = try expect(")", "to close the parenthesis")
      return inner
    case .symbol("["):
      advance()
      var elements: [Expression] = []
      skipNewlines()
      while !check("]") {
        elements.append(try expression())
        skipNewlines()
        if !accept(",") { break }
        skipNewlines()
      }
      _ = try expect("]", "to close the list")
      return .list(elements: elements, range: range(from: start))
    case .symbol("{"):
      return .closure(try closure())
    case .symbol("."):
      advance()
      let name = try expectIdentifier("a member name after '.'").identifier ?? ""
      var arguments: [Argument]?
      if check("("), current.range.start.line == previousEnd.line { arguments = try argumentList() }
      return .implicitMember(name: name, arguments: arguments, range: range(from: start))
    case .symbol("\\"):
      advance()
      _ = try expect(".", "after '\\' (a key path reads \\.name)")
      var path = [try expectIdentifier("a key name in the key path").identifier ?? ""]
      while check("."), peek().identifier != nil {
        advance()
        path.append(advance().identifier ?? "")
      }
      return .keyPath(path: path, range: range(from: start))
    case .identifier(let name):
      return try named(name, start: start, allowTrailingClosure: allowTrailingClosure)
    default:
      throw unexpected("expected an expression")
    }
  }

  private mutating func stringParts(_ segments: [StringSegment]) throws(ParseError) -> [StringPart]
  {
    var parts: [StringPart] = []
    for segment in segments {
      switch segment {
      case .text(let text): parts.append(.text(text))
      case .interpolation(let tokens, let range):
        var inner = Parser(tokens: tokens)
        inner.depth = depth
        inner.inTry = inTry
        guard inner.current.kind != .end else {
          throw ParseError(
            "empty string interpolation", at: range, notes: ["write an expression inside \\( … )"])
        }
        let expression = try inner.expression()
        guard inner.current.kind == .end else {
          throw inner.unexpected("expected ')' to end the interpolation")
        }
        triedCalls.formUnion(inner.triedCalls)
        ownCodeThrows = ownCodeThrows || inner.ownCodeThrows
        parts.append(.interpolation(expression))
      }
    }
    return parts
  }

  /// Literals, and the concurrency and scope forms that start with a name.
  private mutating func named(_ name: String, start: SourceLocation, allowTrailingClosure: Bool)
    throws(ParseError) -> Expression
  {
    switch name {
    case "true", "false":
      advance()
      return .boolean(value: name == "true", range: range(from: start))
    case "nil":
      advance()
      return .nilLiteral(range: range(from: start))
    case "withDependencies":
      return try withDependencies(start: start)
    case "StackState" where peek().isSymbol("<"):
      return try stackStateLiteral(start: start)
    case "Task" where peek().isSymbol("{"):
      advance()
      let body = try closure()
      return .task(.task, body: body, range: range(from: start))
    case "Task" where peek().isSymbol(".") && peek(2).identifier != nil:
      return try taskMember(start: start)
    case "DispatchQueue" where peek().isSymbol("."):
      return try dispatch(start: start)
    case "Thread" where peek().isSymbol("{"):
      advance()
      let body = try closure()
      guard check("."), peek().identifier == "start" else {
        throw unexpected(
          "expected '.start()' after 'Thread { … }'",
          notes: ["a Thread does nothing until it is started: Thread { … }.start()"])
      }
      advance()
      advance()
      _ = try expect("(", "after 'start'")
      _ = try expect(")", "after 'start('")
      return .thread(body: body, range: range(from: start))
    case "withEscapedDependencies" where peek().isSymbol("{"):
      advance()
      let body = try closure()
      guard body.parameters.count == 1 else {
        throw ParseError(
          "withEscapedDependencies' closure takes one parameter", at: body.range,
          notes: ["write withEscapedDependencies { continuation in … }"])
      }
      return .withEscapedDependencies(body: body, range: range(from: start))
    case "withTaskGroup" where peek().isSymbol("("),
      "withThrowingTaskGroup" where peek().isSymbol("("):
      // The throwing form starts the same child tasks, with the same task-locals; depplay's
      // children do not throw out of the group, so the two are one form here.
      advance()
      _ = try argumentList()
      guard check("{") else { throw unexpected("expected '{ group in … }' after withTaskGroup(…)") }
      let body = try closure()
      guard body.parameters.count == 1 else {
        throw ParseError(
          "withTaskGroup's closure takes one parameter", at: body.range,
          notes: ["write withTaskGroup(of: Void.self) { group in … }"])
      }
      return .withTaskGroup(body: body, range: range(from: start))
    default:
      advance()
      return .name(name, range: range(from: start))
    }
  }

  /// `Task.detached { … }`, `Task.immediate { … }`, or a precise error for the rest of
  /// `Task.`.
  private mutating func taskMember(start: SourceLocation) throws(ParseError) -> Expression {
    advance()
    advance()
    let member = advance()
    let name = member.identifier ?? ""
    if name == "detached" || name == "immediate" {
      let body = try closure()
      return .task(
        name == "detached" ? .detached : .immediate, body: body, range: range(from: start))
    }
    if let advice = SwiftOutsideDepplay.advice(base: "Task", member: name) {
      throw ParseError(advice.message, at: member.range, notes: advice.notes)
    }
    throw ParseError(
      "unknown member '\(name)' of Task", at: member.range,
      notes: DidYouMean.note(for: name, among: SwiftOutsideDepplay.taskMembers)
        + ["depplay knows Task { … }, Task.immediate { … } and Task.detached { … }"])
  }

  private mutating func withDependencies(start: SourceLocation) throws(ParseError) -> Expression {
    advance()
    var parent: Expression?
    if check("(") {
      let arguments = try argumentList()
      guard arguments.count == 1, arguments[0].label == "from" else {
        throw ParseError("expected 'withDependencies(from: parent)'", at: range(from: start))
      }
      parent = arguments[0].value
    }
    guard check("{") else {
      throw unexpected(
        "expected '{' after withDependencies",
        notes: ["write withDependencies { $0.key = value } operation: { … }"])
    }
    let first = try closure()
    var probe = position
    while tokens[probe].kind == .newline { probe += 1 }
    if tokens[probe].identifier == "operation", tokens[probe + 1].isSymbol(":") {
      position = probe + 2
      let operation = try closure()
      return .withDependencies(
        from: parent, update: first, operation: operation, range: range(from: start))
    }
    guard parent != nil else {
      throw unexpected(
        "expected 'operation:' after the update closure",
        notes: ["write withDependencies { $0.key = value } operation: { … }"])
    }
    let empty = ClosureLiteral(
      parameters: [], body: Block(statements: [], range: first.range), range: first.range)
    return .withDependencies(
      from: parent, update: empty, operation: first, range: range(from: start))
  }

  private mutating func dispatch(start: SourceLocation) throws(ParseError) -> Expression {
    let typeToken = advance()
    advance()
    let queueToken = try expectIdentifier("'global()' or 'main' after 'DispatchQueue.'")
    let queue: DispatchTarget
    switch queueToken.identifier {
    case "test", "immediate":
      // The schedulers of the `mainQueue` dependency: `DispatchQueue.test`.
      return .member(
        base: .name("DispatchQueue", range: typeToken.range), name: queueToken.identifier ?? "",
        range: range(from: start))
    case "global":
      queue = .global
      _ = try argumentList()
    case "main": queue = .main
    default:
      throw ParseError(
        "unknown queue \(queueToken.spelling)", at: queueToken.range,
        notes: DidYouMean.note(for: queueToken.identifier ?? "", among: ["global", "main"])
          + [
            "depplay knows DispatchQueue.global() and DispatchQueue.main, and the schedulers"
              + " DispatchQueue.test and DispatchQueue.immediate"
          ])
    }
    _ = try expect(".", "and then '.async { … }' or '.sync { … }'")
    let modeToken = try expectIdentifier("'async' or 'sync'")
    guard let mode = modeToken.identifier, mode == "async" || mode == "sync" else {
      throw ParseError(
        "unknown dispatch method \(modeToken.spelling)", at: modeToken.range,
        notes: ["use .async { … } or .sync { … }"]
          + DidYouMean.note(for: modeToken.identifier ?? "", among: ["async", "sync"]))
    }
    let body = try closure()
    return .dispatch(queue: queue, isSync: mode == "sync", body: body, range: range(from: start))
  }
}
