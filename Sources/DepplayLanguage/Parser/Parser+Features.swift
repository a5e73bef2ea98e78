extension Parser {
  /// `struct Name: Reducer { struct State { … } enum Action { … } @Dependency(\.key) var name
  /// var body: some ReducerOf<Self> { … } }`
  mutating func featureDeclaration() throws(ParseError) -> FeatureDeclaration {
    let start = advance().range.start
    let nameToken = try expectIdentifier("a feature name after 'struct'")
    let name = nameToken.identifier ?? ""
    _ = try expect(":", "after the feature's name (a feature conforms to Reducer)")
    guard checkIdentifier("Reducer") else {
      throw unexpected(
        "expected 'Reducer'",
        notes: ["depplay's structs are reducers: struct \(name): Reducer { … }"])
    }
    advance()
    _ = try expect("{", "to open the feature's body")
    var feature = FeatureDeclaration(
      name: name, nameRange: nameToken.range, stateFields: [], actionCases: [], properties: [],
      body: [], bodyRange: nameToken.range, range: nameToken.range)
    var sawState = false
    var sawAction = false
    var sawBody = false
    while true {
      while current.kind == .newline || check(";") { advance() }
      if check("}") { break }
      let memberStart = current.range.start
      if checkIdentifier("struct"), peek().identifier == "State" {
        advance()
        advance()
        try skipConformances()
        feature.stateFields = try stateFields()
        sawState = true
      } else if checkIdentifier("enum"), peek().identifier == "State" {
        advance()
        advance()
        try skipConformances()
        feature.stateCases = try enumCases(of: "enum State")
        sawState = true
      } else if checkIdentifier("enum"), peek().identifier == "Action" {
        advance()
        advance()
        try skipConformances()
        feature.actionCases = try enumCases(of: "enum Action")
        sawAction = true
      } else if accept("@") {
        feature.properties.append(try dependencyProperty(start: memberStart))
      } else if checkIdentifier("var"), peek().identifier == "body" {
        advance()
        advance()
        _ = try expect(":", "after 'var body' (write var body: some ReducerOf<Self> { … })")
        while !check("{"), current.kind != .end, current.kind != .newline { advance() }
        feature.body = try reducerList()
        feature.bodyRange = range(from: memberStart)
        sawBody = true
      } else {
        throw unexpected(
          "expected 'struct State', 'enum Action', '@Dependency(\\.key) var name' or 'var body' in a feature",
          notes: [
            "depplay's features have exactly those members (State may be an enum of children's states)"
          ])
      }
    }
    advance()
    feature.range = range(from: start)
    let missing = [
      ("struct State { … } (or enum State)", sawState), ("enum Action { … }", sawAction),
      ("var body: some ReducerOf<Self> { … }", sawBody),
    ].filter { !$0.1 }.map(\.0)
    if !missing.isEmpty {
      throw ParseError(
        "feature '\(name)' has no \(missing.joined(separator: ", "))", at: nameToken.range,
        notes: ["a feature declares its State, its Action and its body"])
    }
    return feature
  }

  /// `@Dependency(\.key) var name` after the `@`.
  mutating func dependencyProperty(start: SourceLocation) throws(ParseError)
    -> ModelDeclaration.DependencyProperty
  {
    let (name, path) = try dependencyWrapper(
      hint: "a feature's properties are @Dependency(\\.key) var name")
    return .init(name: name, keyPath: path, range: range(from: start))
  }

  /// `: Equatable, Sendable` after a nested type's name: accepted and ignored.
  private mutating func skipConformances() throws(ParseError) {
    guard accept(":") else { return }
    repeat { try skipType() } while accept(",")
  }

  /// `{ var name = value … }`: `State`'s fields.
  mutating func stateFields(of owner: String = "struct State") throws(ParseError)
    -> [FeatureDeclaration.StateField]
  {
    _ = try expect("{", "to open '\(owner)'")
    var fields: [FeatureDeclaration.StateField] = []
    while true {
      while current.kind == .newline || check(";") { advance() }
      if accept("}") { return fields }
      let start = current.range.start
      if accept("@") {
        fields.append(try presentationField(start: start))
        continue
      }
      guard checkIdentifier("var") || checkIdentifier("let") else {
        throw unexpected(
          "expected 'var name = value' in '\(owner)'",
          notes: ["every field of \(owner) has an initial value: var count = 0"])
      }
      advance()
      let name = try expectIdentifier("a field name").identifier ?? ""
      let type = accept(":") ? try writtenType() : nil
      _ = try expect("=", "after '\(name)' (every field of \(owner) has an initial value)")
      let value = try expression()
      fields.append(.init(name: name, initialValue: value, range: range(from: start), type: type))
    }
  }

  /// `{ case a, b(Int) … }`: the cases of `Action` (or of an `enum State`).
  private mutating func enumCases(of owner: String) throws(ParseError)
    -> [FeatureDeclaration.ActionCase]
  {
    _ = try expect("{", "to open '\(owner)'")
    var cases: [FeatureDeclaration.ActionCase] = []
    while true {
      while current.kind == .newline || check(";") { advance() }
      if accept("}") { return cases }
      guard checkIdentifier("case") else {
        throw unexpected("expected 'case name' in '\(owner)'")
      }
      advance()
      repeat {
        let start = current.range.start
        let name = try expectIdentifier("a case name").identifier ?? ""
        var payload: [String] = []
        if accept("(") {
          while !check(")") {
            payload.append(try writtenType())
            if !accept(",") { break }
          }
          _ = try expect(")", "to close the case's payload")
        }
        cases.append(.init(name: name, payloadTypes: payload, range: range(from: start)))
      } while accept(",")
    }
  }

  /// `{ Reducer(…) \n .modifier(…) … }`: the reducers of `var body` (a line starting with
  /// `.` continues the reducer above it, as any expression continues in Swift).
  private mutating func reducerList() throws(ParseError) -> [Expression] {
    _ = try expect("{", "to open 'var body'")
    var reducers: [Expression] = []
    while true {
      while current.kind == .newline || check(";") { advance() }
      if accept("}") { return reducers }
      reducers.append(try expression())
    }
  }

  /// A switch case's statements, up to the next `case`, `default` or the closing `}`.
  mutating func caseStatements() throws(ParseError) -> [Statement] {
    var statements: [Statement] = []
    while true {
      while current.kind == .newline || check(";") { advance() }
      if check("}") || checkIdentifier("case") || checkIdentifier("default") { break }
      guard current.kind != .end else {
        throw ParseError("expected '}' to close the switch", at: current.range)
      }
      if checkIdentifier("guard") {
        statements.append(
          try guardStatement { (parser: inout Parser) throws(ParseError) in
            try parser.caseStatements()
          })
        break
      }
      statements.append(
        try nested { (parser: inout Parser) throws(ParseError) in
          try parser.statement()
        })
    }
    return statements
  }

  /// `switch subject { case pattern, …: statements … default: statements }`
  mutating func switchStatement() throws(ParseError) -> SwitchStatement {
    let start = advance().range.start
    let subject = try expression(allowTrailingClosure: false)
    _ = try expect("{", "to open the switch")
    var clauses: [SwitchStatement.Clause] = []
    while true {
      while current.kind == .newline || check(";") { advance() }
      if accept("}") { break }
      let clauseStart = current.range.start
      var patterns: [Pattern] = []
      if checkIdentifier("default") {
        advance()
      } else if checkIdentifier("case") {
        advance()
        let bindsAll = checkIdentifier("let") || checkIdentifier("var")
        if bindsAll { advance() }
        repeat { patterns.append(try pattern(bindsNames: bindsAll)) } while accept(",")
      } else {
        throw unexpected("expected 'case' or 'default' in the switch")
      }
      _ = try expect(":", "after the case's patterns")
      let bodyStart = current.range.start
      let statements = try caseStatements()
      guard !statements.isEmpty else {
        throw ParseError(
          "a case needs at least one statement", at: range(from: clauseStart),
          notes: ["in a reducer, a case that does nothing returns .none"])
      }
      clauses.append(
        .init(
          patterns: patterns,
          body: Block(statements: statements, range: range(from: bodyStart)),
          range: range(from: clauseStart)))
    }
    guard !clauses.isEmpty else {
      throw ParseError("a switch needs at least one case", at: range(from: start))
    }
    return SwitchStatement(subject: subject, clauses: clauses, range: range(from: start))
  }

  /// `.name`, `.name(p, …)`, `let n`, `_`, or a value.
  private mutating func pattern(bindsNames: Bool) throws(ParseError) -> Pattern {
    let start = current.range.start
    if check("."), peek().identifier != nil {
      advance()
      let name = advance().identifier ?? ""
      var payload: [Pattern] = []
      if accept("(") {
        while !check(")") {
          // A payload's label (`.element(id: _, action: .close)`) is part of its case.
          if current.identifier != nil, peek().isSymbol(":") {
            advance()
            advance()
          }
          payload.append(try pattern(bindsNames: bindsNames))
          if !accept(",") { break }
        }
        _ = try expect(")", "to close the case's payload")
      }
      return .enumCase(name: name, payload: payload, range: range(from: start))
    }
    if checkIdentifier("_") {
      advance()
      return .wildcard(range: range(from: start))
    }
    if checkIdentifier("let") || checkIdentifier("var") {
      advance()
      let name = try expectIdentifier("a name to bind").identifier ?? ""
      return .binding(name: name, range: range(from: start))
    }
    if bindsNames, let name = current.identifier {
      advance()
      return .binding(name: name, range: range(from: start))
    }
    return .value(try expression(allowTrailingClosure: false))
  }

  /// The condition of an `if` or a `guard` (`keyword`): an expression, `let name = value`
  /// (`binding` is then the name), or Swift's shorthand `let name`, which unwraps the value of
  /// the same name and is followed at once by what ends the condition (`{` after `if`,
  /// `else` after `guard`). `usage` shows both forms in the error for a missing `=`.
  mutating func condition(
    after keyword: String, shorthandEndsAt end: (Token) -> Bool, usage: String
  ) throws(ParseError) -> (binding: String?, condition: Expression) {
    guard checkIdentifier("let") || checkIdentifier("var") else {
      return (nil, try expression(allowTrailingClosure: false))
    }
    advance()
    let name = try expectIdentifier("a name after '\(keyword) let'")
    let binding = name.identifier ?? ""
    if end(current) { return (binding, .name(binding, range: name.range)) }
    _ = try expect("=", "after the name (\(usage))")
    return (binding, try expression(allowTrailingClosure: false))
  }

  /// `if condition { … } else if … { … } else { … }`; `if let name = value { … }`, and Swift's
  /// shorthand `if let name { … }`, which unwraps the value of the same name.
  mutating func ifStatement() throws(ParseError) -> IfStatement {
    let start = advance().range.start
    let (binding, condition) = try condition(
      after: "if", shorthandEndsAt: { $0.isSymbol("{") },
      usage: "if let name = optionalValue { … }, or if let name { … }")
    let then = try block()
    var otherwise: Block?
    if checkIdentifier("else") {
      advance()
      if checkIdentifier("if") {
        let nestedIf = try nested { (parser: inout Parser) throws(ParseError) in
          try parser.ifStatement()
        }
        otherwise = Block(statements: [.ifStatement(nestedIf)], range: nestedIf.range)
      } else {
        otherwise = try block()
      }
    }
    return IfStatement(
      condition: condition, binding: binding, then: then, otherwise: otherwise,
      range: range(from: start))
  }

  /// `target += value`, `target -= value`: an assignment of `target op value`.
  mutating func compoundAssignment(to target: Expression, start: SourceLocation)
    throws(ParseError) -> Statement
  {
    let symbol = advance()
    let value = try expression()
    let op = symbol.isSymbol("+=") ? "+" : "-"
    return .assignment(
      target: target,
      value: .binary(operator: op, left: target, right: value, range: target.range.to(value.range)),
      range: range(from: start))
  }

  /// `} label: { … }` after a trailing closure: Swift's further trailing closures, kept as
  /// labelled closure arguments (`Store(…) { Feature() } withDependencies: { … }`).
  mutating func labeledTrailingClosures() throws(ParseError) -> [Argument] {
    var arguments: [Argument] = []
    while let label = current.identifier, peek().isSymbol(":"), peek(2).isSymbol("{"),
      current.range.start.line == previousEnd.line
    {
      let start = current.range.start
      advance()
      advance()
      let literal = try closure()
      arguments.append(Argument(label: label, value: .closure(literal), range: range(from: start)))
    }
    return arguments
  }
}
