import DependencyRuntime

extension Parser {
  /// The words that start a statement of their own (for did-you-mean on misspellings).
  static let statementKeywords = [
    "dependency", "context", "build", "let", "var", "async", "why", "class", "prepareDependencies",
    "for", "return", "withDependencies", "withEscapedDependencies", "withTaskGroup", "print",
    "expect", "Task", "DispatchQueue", "Thread", "struct", "switch", "if", "throw", "do",
  ]

  mutating func statement() throws(ParseError) -> Statement {
    let start = current.range.start
    switch current.kind {
    case .identifier("dependency") where peek().identifier != nil:
      return .dependency(try keyDeclaration())
    case .identifier("context") where peek().identifier != nil:
      advance()
      let word = advance()
      guard let name = word.identifier, let context = DependencyContext(rawValue: name) else {
        throw ParseError(
          "unknown context \(word.spelling)", at: word.range,
          notes: ["a context is 'live', 'preview' or 'test'"]
            + DidYouMean.note(for: word.identifier ?? "", among: ["live", "preview", "test"]))
      }
      return .context(context, range: range(from: start))
    case .identifier("build") where peek().identifier != nil:
      advance()
      let word = advance()
      guard let name = word.identifier, let build = BuildConfiguration(rawValue: name) else {
        throw ParseError(
          "unknown build configuration \(word.spelling)", at: word.range,
          notes: ["a build is 'debug' or 'release'"])
      }
      return .build(build, range: range(from: start))
    case .identifier("let"), .identifier("var"):
      advance()
      return try binding(start: start, isAsync: false)
    case .identifier("async") where peek().identifier == "let":
      advance()
      advance()
      return try binding(start: start, isAsync: true)
    case .identifier("why"):
      advance()
      var path = [try expectIdentifier("a dependency name after 'why'").identifier ?? ""]
      while accept(".") {
        path.append(try expectIdentifier("a field name").identifier ?? "")
      }
      return .why(path: path, range: range(from: start))
    case .identifier("final") where peek().identifier == "class":
      advance()
      return .model(try modelDeclaration())
    case .identifier("class"):
      return .model(try modelDeclaration())
    case .symbol("@") where peek().identifier == "Test":
      return .test(try testDeclaration())
    case .symbol("@") where peek().identifier == "Dependency":
      advance()
      let (name, path) = try dependencyWrapper()
      return .localDependency(name: name, keyPath: path, range: range(from: start))
    case .identifier("prepareDependencies") where peek().isSymbol("{"):
      advance()
      let update = try closure()
      return .prepare(update: update, range: range(from: start))
    case .identifier("for"):
      advance()
      let variable = try expectIdentifier("a loop variable after 'for'").identifier ?? "_"
      guard checkIdentifier("in") else { throw unexpected("expected 'in' after the loop variable") }
      advance()
      let sequence = try expression(allowTrailingClosure: false)
      let body = try block()
      return .forLoop(variable: variable, sequence: sequence, body: body, range: range(from: start))
    case .identifier("return"):
      advance()
      if current.kind == .newline || check("}") || check(";") || current.kind == .end {
        return .returnStatement(value: nil, range: range(from: start))
      }
      let value = try expression()
      return .returnStatement(value: value, range: range(from: start))
    case .identifier("struct") where startsErrorDeclaration:
      return .errorType(try errorDeclaration())
    case .identifier("struct"):
      return .feature(try featureDeclaration())
    case .symbol("@") where peek().identifier == "DependencyClient":
      return .client(try clientDeclaration())
    case .identifier("throw"):
      advance()
      ownCodeThrows = true
      let value = try expression()
      return .throwStatement(value: value, range: range(from: start))
    case .identifier("do") where peek().isSymbol("{"):
      return .doCatch(try doCatchStatement())
    case .identifier("switch"):
      return .switchStatement(try switchStatement())
    case .identifier("if"):
      return .ifStatement(try ifStatement())
    case .identifier("func"):
      throw ParseError(
        "functions are declared inside a 'class' or as an '@Test'", at: current.range,
        notes: ["store a closure instead: let name = { … }"])
    default:
      let expression = try expression()
      if check("+=") || check("-=") { return try compoundAssignment(to: expression, start: start) }
      if check("=") {
        advance()
        let value = try self.expression()
        return .assignment(target: expression, value: value, range: range(from: start))
      }
      return .expression(expression)
    }
  }

  mutating func binding(start: SourceLocation, isAsync: Bool) throws(ParseError) -> Statement {
    let name = try expectIdentifier("a name after 'let'").identifier ?? "_"
    if accept(":") { try skipType() }
    _ = try expect("=", "after the name (every 'let' needs a value)")
    let value = try expression()
    return .binding(name: name, value: value, isAsync: isAsync, range: range(from: start))
  }

  /// `Int`, `Feature?`, `Void.self`: types are accepted and ignored.
  mutating func skipType() throws(ParseError) {
    _ = try expectIdentifier("a type name")
    while accept(".") { _ = try expectIdentifier("a type name") }
    if accept("<") {
      repeat { try skipType() } while accept(",")
      _ = try expect(">", "to close the generic arguments")
    }
    _ = accept("?")
  }

  /// A type, as ``skipType()`` reads it, and its text as written without spaces
  /// (`Editor.State?`, `PresentationAction<Editor.Action>`).
  mutating func writtenType() throws(ParseError) -> String {
    let start = position
    try skipType()
    return tokens[start..<position].map {
      if case .symbol(let text) = $0.kind { text == "," ? ", " : text } else { $0.identifier ?? "" }
    }.joined()
  }

  mutating func keyDeclaration() throws(ParseError) -> KeyDeclaration {
    let start = advance().range.start
    let nameToken = try expectIdentifier("a key name after 'dependency'")
    _ = try expect("{", "to list the key's values, as in { live: 1, test: 2 }")
    var declaration = KeyDeclaration(
      name: nameToken.identifier ?? "", nameRange: nameToken.range, live: nil, preview: nil,
      test: nil, range: nameToken.range)
    var seen: Set<String> = []
    skipNewlines()
    while !check("}") {
      let label = try expectIdentifier("'live:', 'preview:' or 'test:'")
      let word = label.identifier ?? ""
      guard ["live", "preview", "test"].contains(word) else {
        throw ParseError(
          "unknown value '\(word)' in a dependency declaration", at: label.range,
          notes: ["a key has 'live:', 'preview:' and 'test:' values"]
            + DidYouMean.note(for: word, among: ["live", "preview", "test"]))
      }
      guard seen.insert(word).inserted else {
        throw ParseError("'\(word)' is given twice", at: label.range)
      }
      _ = try expect(":", "after '\(word)'")
      switch word {
      case "live": declaration.live = try expression()
      case "preview": declaration.preview = try expression()
      default:
        if checkIdentifier("unimplemented") {
          declaration.test = .unimplemented(range: advance().range)
        } else {
          declaration.test = .value(try expression())
        }
      }
      skipNewlines()
      if !accept(",") { break }
      skipNewlines()
    }
    skipNewlines()
    _ = try expect("}", "to close the dependency declaration")
    guard declaration.live != nil || declaration.test != nil else {
      throw ParseError(
        "dependency '\(declaration.name)' needs a 'live:' or a 'test:' value",
        at: nameToken.range,
        notes: ["a DependencyKey has 'live:'; a TestDependencyKey has only 'test:'"])
    }
    declaration.range = range(from: start)
    return declaration
  }

  mutating func modelDeclaration() throws(ParseError) -> ModelDeclaration {
    let start = advance().range.start
    let nameToken = try expectIdentifier("a class name")
    _ = try expect("{", "to open the class body")
    var model = ModelDeclaration(
      name: nameToken.identifier ?? "", nameRange: nameToken.range, properties: [], methods: [],
      range: nameToken.range)
    while true {
      while current.kind == .newline || check(";") { advance() }
      if check("}") { break }
      let memberStart = current.range.start
      if accept("@") {
        let (name, path) = try dependencyWrapper()
        model.properties.append(.init(name: name, keyPath: path, range: range(from: memberStart)))
      } else if checkIdentifier("func") {
        advance()
        let name = try expectIdentifier("a method name").identifier ?? ""
        let parameters = try parameterList()
        let (isAsync, isThrowing) = effects()
        if accept("->") { try skipType() }
        let body = try block()
        model.methods.append(
          .init(
            name: name, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing,
            body: body, range: range(from: memberStart)))
      } else {
        throw unexpected("expected '@Dependency(\\.key) var name' or 'func' in a class body")
      }
    }
    advance()
    model.range = range(from: start)
    return model
  }
  /// `Dependency(\.key.field) var name`, after the `@`, in a class or feature body or as a
  /// local; `hint` is the note when `Dependency` is missing.
  mutating func dependencyWrapper(
    hint: String = "a dependency is declared @Dependency(\\.key) var name"
  ) throws(ParseError) -> (String, [String]) {
    guard checkIdentifier("Dependency") else {
      throw unexpected("expected '@Dependency'", notes: [hint])
    }
    advance()
    _ = try expect("(", "after '@Dependency'")
    guard case .keyPath(let path, _) = try primary() else {
      throw ParseError("expected a key path such as \\.full", at: tokens[position - 1].range)
    }
    _ = try expect(")", "after the key path")
    guard checkIdentifier("var") else {
      throw unexpected(
        "expected 'var' after '@Dependency(…)'",
        notes: ["@Dependency properties are declared with 'var'"])
    }
    advance()
    let name = try expectIdentifier("a property name").identifier ?? ""
    return (name, path)
  }

  /// `async`, `throws`, `async throws` after a parameter list; which of them were there.
  mutating func effects() -> (isAsync: Bool, isThrowing: Bool) {
    var effects = (isAsync: false, isThrowing: false)
    while let word = current.identifier, word == "async" || word == "throws" {
      if word == "async" { effects.isAsync = true } else { effects.isThrowing = true }
      advance()
    }
    return effects
  }

  /// `(name: Type, …)`, returning the names.
  mutating func parameterList() throws(ParseError) -> [String] {
    _ = try expect("(", "to open the parameter list")
    var names: [String] = []
    while !check(")") {
      names.append(try expectIdentifier("a parameter name").identifier ?? "")
      _ = try expect(":", "after the parameter name (parameters need a type)")
      try skipType()
      if !accept(",") { break }
    }
    _ = try expect(")", "to close the parameter list")
    return names
  }

  mutating func testDeclaration() throws(ParseError) -> TestDeclaration {
    let start = advance().range.start
    advance()  // Test
    var traits: [Expression] = []
    var arguments: Expression?
    if accept("(") {
      while !check(")") {
        skipNewlines()
        if checkIdentifier("arguments"), peek().isSymbol(":") {
          advance()
          advance()
          arguments = try expression()
        } else if current.isStringLiteral {
          advance()  // a display name: ignored
        } else {
          traits.append(try expression())
        }
        skipNewlines()
        if !accept(",") { break }
      }
      _ = try expect(")", "to close '@Test('")
    }
    skipNewlines()
    guard checkIdentifier("func") else { throw unexpected("expected 'func' after '@Test'") }
    advance()
    let name = try expectIdentifier("a test name").identifier ?? ""
    let parameters = try parameterList()
    _ = effects()
    if !parameters.isEmpty, arguments == nil {
      throw ParseError(
        "test '\(name)' takes parameters but '@Test' gives no 'arguments:'",
        at: range(from: start))
    }
    if let arguments, parameters.count != 1 {
      throw ParseError(
        "test '\(name)' gets one argument per case from 'arguments:', so it takes one parameter,"
          + " not \(parameters.count)", at: arguments.range,
        notes: ["write func \(name)(value: Int)"])
    }
    let body = try block()
    return TestDeclaration(
      name: name, traits: traits, arguments: arguments, parameters: parameters, body: body,
      range: range(from: start))
  }
}
