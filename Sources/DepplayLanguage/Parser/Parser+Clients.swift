extension Parser {
  /// `@DependencyClient struct Name { var endpoint: @Sendable (Int) async throws -> String
  /// … static let value = Self(…) }`.
  mutating func clientDeclaration() throws(ParseError) -> ClientDeclaration {
    let start = advance().range.start
    advance()
    skipNewlines()
    guard checkIdentifier("struct") else {
      throw unexpected("expected 'struct' after '@DependencyClient'")
    }
    advance()
    let nameToken = try expectIdentifier("a client name after 'struct'")
    let name = nameToken.identifier ?? ""
    if accept(":") { repeat { try skipType() } while accept(",") }
    _ = try expect("{", "to open the client's body")
    var client = ClientDeclaration(
      name: name, nameRange: nameToken.range, endpoints: [], statics: [], range: nameToken.range)
    while true {
      while current.kind == .newline || check(";") { advance() }
      if accept("}") { break }
      let memberStart = current.range.start
      if checkIdentifier("static") {
        advance()
        guard checkIdentifier("let") || checkIdentifier("var") else {
          throw unexpected("expected 'static let name = value' in a client")
        }
        advance()
        let staticName = try expectIdentifier("a name after 'static let'").identifier ?? ""
        if accept(":") { try skipType() }
        _ = try expect("=", "after '\(staticName)' (write static let failing = Self(…))")
        let value = Self.naming(try expression(), selfAs: name)
        client.statics.append(
          .init(name: staticName, value: value, range: range(from: memberStart)))
      } else if checkIdentifier("var") {
        advance()
        client.endpoints.append(try endpoint(start: memberStart, client: name))
      } else {
        throw unexpected(
          "expected 'var endpoint: @Sendable (…) async throws -> Value' or 'static let' in a client",
          notes: ["a client's members are closure endpoints and static values"])
      }
    }
    client.range = range(from: start)
    return client
  }

  /// `name: @Sendable (Int) async throws -> String = { … }`, after `var`.
  private mutating func endpoint(start: SourceLocation, client: String) throws(ParseError)
    -> ClientDeclaration.Endpoint
  {
    let name = try expectIdentifier("an endpoint name after 'var'").identifier ?? ""
    _ = try expect(
      ":", "after '\(name)' (an endpoint is a closure: @Sendable (Int) async -> String)")
    if accept("@") { _ = try expectIdentifier("an attribute such as 'Sendable'") }
    let open = try expect("(", "to open the endpoint's parameter types")
    var count = 0
    var depth = 0
    var sawType = false
    while !(depth == 0 && check(")")) {
      guard current.kind != .end else { throw ParseError("unclosed '('", at: open.range) }
      if check("(") || check("[") { depth += 1 }
      if check("]") || check(")") { depth -= 1 }
      if depth == 0, check(",") { count += 1 } else { sawType = true }
      advance()
    }
    advance()
    if sawType { count += 1 }
    var isAsync = false
    var isThrowing = false
    if checkIdentifier("async") {
      advance()
      isAsync = true
    }
    if checkIdentifier("throws") {
      advance()
      isThrowing = true
    }
    _ = try expect("->", "and the endpoint's result type (-> Void, -> String)")
    var returnsVoid = false
    if accept("(") {
      _ = try expect(")", "('()' is Void)")
      returnsVoid = true
    } else {
      returnsVoid = checkIdentifier("Void")
      try skipType()
    }
    var defaultValue: Expression?
    if accept("=") { defaultValue = try expression() }
    let range = range(from: start)
    if !isThrowing, !returnsVoid, defaultValue == nil {
      throw ParseError(
        "Default value required for non-throwing closure '\(name)'", at: range,
        notes: [
          "as @DependencyClient requires: an unimplemented call reports, then returns the default",
          "write var \(name): @Sendable (…) -> Value = { … }",
        ])
    }
    return .init(
      name: name, parameterCount: count, isAsync: isAsync, isThrowing: isThrowing,
      defaultValue: defaultValue, range: range)
  }

  /// `struct Name: Error { var field = value … }`.
  mutating func errorDeclaration() throws(ParseError) -> ErrorDeclaration {
    let start = advance().range.start
    let nameToken = try expectIdentifier("a type name after 'struct'")
    _ = try expect(":", "after the type's name")
    repeat { try skipType() } while accept(",")
    let fields = try stateFields(of: "struct \(nameToken.identifier ?? "")")
    return ErrorDeclaration(
      name: nameToken.identifier ?? "", nameRange: nameToken.range, fields: fields,
      range: range(from: start))
  }

  /// `do { … } catch { … }`, with one or more `catch` clauses (each on the closing brace's
  /// line or the next).
  mutating func doCatchStatement() throws(ParseError) -> DoCatchStatement {
    let start = advance().range.start
    let body = try block()
    skipNewlines()
    guard checkIdentifier("catch") else {
      throw unexpected(
        "expected 'catch { … }' after the 'do' block",
        notes: ["a 'do' catches what its body throws: do { … } catch { print(error) }"])
    }
    var clauses: [CatchClause] = []
    repeat {
      clauses.append(try catchClause())
    } while acceptNextCatch()
    return DoCatchStatement(body: body, clauses: clauses, range: range(from: start))
  }

  /// Moves to the `catch` that starts the next line or continues this one, if there is one.
  private mutating func acceptNextCatch() -> Bool {
    var probe = position
    while tokens[probe].kind == .newline { probe += 1 }
    guard tokens[probe].identifier == "catch" else { return false }
    position = probe
    return true
  }

  /// `catch { … }`, `catch let name { … }`, `catch let name as Type { … }` or `catch is Type
  /// { … }`.
  private mutating func catchClause() throws(ParseError) -> CatchClause {
    let start = advance().range.start
    let forms = [
      "depplay's catch clauses: catch { … } (the error is 'error'), catch let e as SomeError { … }, catch is SomeError { … }"
    ]
    let pattern: CatchClause.Pattern
    if checkIdentifier("let") {
      advance()
      let name = try expectIdentifier("a name after 'catch let'").identifier ?? ""
      if checkIdentifier("as") {
        advance()
        let type = try expectIdentifier("an error type after 'as'")
        pattern = .type(type.identifier ?? "", binding: name, typeRange: type.range)
      } else {
        pattern = .any(binding: name)
      }
    } else if checkIdentifier("is") {
      advance()
      let type = try expectIdentifier("an error type after 'is'")
      pattern = .type(type.identifier ?? "", binding: nil, typeRange: type.range)
    } else {
      pattern = .any(binding: "error")
    }
    guard check("{") else {
      throw unexpected("expected '{' to open the catch block", notes: forms)
    }
    let body = try block()
    return CatchClause(pattern: pattern, body: body, range: range(from: start))
  }

  /// Whether `struct` starts an error type (`struct Name: Error`) rather than a feature.
  var startsErrorDeclaration: Bool {
    checkIdentifier("struct") && peek(2).isSymbol(":") && peek(3).identifier == "Error"
  }

  /// `expression` with a call of `Self(…)` written as a call of `name(…)`.
  private static func naming(_ expression: Expression, selfAs name: String) -> Expression {
    guard case .call(.name("Self", let range), let arguments, let trailing, let whole) = expression
    else { return expression }
    return .call(
      callee: .name(name, range: range), arguments: arguments, trailingClosure: trailing,
      range: whole)
  }
}
