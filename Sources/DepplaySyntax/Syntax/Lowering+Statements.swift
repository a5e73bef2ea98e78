import DependencyRuntime
import SwiftSyntax

extension Lowering {
  /// The statements of a block, a closure, a case or the script (`isTopLevel`). A `guard`
  /// takes the statements after it as its `then`.
  package mutating func statements(_ items: CodeBlockItemListSyntax, isTopLevel: Bool)
    throws(ParseError) -> [Statement]
  {
    try statements(Array(items)[...], isTopLevel: isTopLevel)
  }

  private mutating func statements(_ items: ArraySlice<CodeBlockItemSyntax>, isTopLevel: Bool)
    throws(ParseError) -> [Statement]
  {
    var statements: [Statement] = []
    // An index loop, not `zip(items.indices, items)`: the zipped iterator's metadata has its
    // requirements looked up at run time, which costs a script's start ~2 M instructions.
    for index in items.indices {
      let item = items[index]
      if case .stmt(let syntax) = item.item, let guardSyntax = syntax.as(GuardStmtSyntax.self) {
        // At the top level the names after a guard would be the guard's, not the program's
        // (which later shell entries see), so depplay keeps it for bodies.
        guard !isTopLevel else {
          throw ParseError(
            "'guard' at the top level", at: range(guardSyntax.guardKeyword),
            notes: [
              "depplay has guard in a closure's, method's or reducer's body",
              "write if condition { … } else { … } here",
            ])
        }
        statements.append(try guardStatement(guardSyntax, rest: items[(index + 1)...]))
        return statements
      }
      statements += try statement(item, isTopLevel: isTopLevel)
    }
    return statements
  }

  /// The statements one item is: none for a key type, one for each property of an
  /// `extension DependencyValues`, one for anything else.
  private mutating func statement(_ item: CodeBlockItemSyntax, isTopLevel: Bool)
    throws(ParseError) -> [Statement]
  {
    switch item.item {
    case .decl(let declaration):
      if let importSyntax = declaration.as(ImportDeclSyntax.self) {
        try importDeclaration(importSyntax, isTopLevel: isTopLevel)
        return []
      }
      if isKeyPiece(declaration) {
        // Read before the statements (collectKeyTypes), at the top level only.
        if !isTopLevel, let error = nestedKeyTypeError(declaration) { throw error }
        // A struct that is its own key's value is declared as a plain struct too.
        if !Self.isSelfValuedKey(declaration) { return [] }
      }
      if let extensionSyntax = declaration.as(ExtensionDeclSyntax.self),
        extensionSyntax.extendedType.trimmedDescription == "DependencyValues"
      {
        return try keyProperties(extensionSyntax)
      }
      if let extensionSyntax = declaration.as(ExtensionDeclSyntax.self),
        let statements = try structExtension(extensionSyntax, isTopLevel: isTopLevel)
      {
        return statements
      }
      if let extensionSyntax = declaration.as(ExtensionDeclSyntax.self),
        let statements = try featureExtension(extensionSyntax, isTopLevel: isTopLevel)
      {
        return statements
      }
      if let extensionSyntax = declaration.as(ExtensionDeclSyntax.self),
        let statements = try protocolExtension(extensionSyntax, isTopLevel: isTopLevel)
      {
        return statements
      }
      if let extensionSyntax = declaration.as(ExtensionDeclSyntax.self),
        let statements = try reducerEnumStateExtension(extensionSyntax)
      {
        return statements
      }
      if let tests = try testSuite(declaration) { return tests }
      let nested = try nestedTypeStatements(in: declaration)
      if let function = declaration.as(FunctionDeclSyntax.self),
        let statement = try topLevelFunction(function, isTopLevel: isTopLevel)
      {
        return [statement]
      }
      if let feature = declaration.as(StructDeclSyntax.self), isFeature(feature) {
        // TCA's articles declare a feature's `Destination` or `Path` inside it: each is
        // declared ahead of the feature, as if at the top level.
        var statements: [Statement] = []
        for nested in Self.nestedReducerEnums(of: feature) {
          statements.append(.feature(try reducerEnum(nested)))
        }
        return nested + statements + [try self.declaration(declaration)]
      }
      return nested + [try self.declaration(declaration, isTopLevel: isTopLevel)]
    case .stmt(let statement):
      if let expression = statement.as(ExpressionStmtSyntax.self) {
        if let test = try superInvokeTest(expression.expression) { return test }
        return [try expressionStatement(expression.expression)]
      }
      return [try self.controlStatement(statement)]
    case .expr(let expression):
      if let test = try superInvokeTest(expression) { return test }
      return [try expressionStatement(expression)]
    @unknown default: throw notSupported("this statement", at: item)
    }
  }

  /// An expression in statement position: a command, an `if`, a `switch`, an assignment,
  /// `prepareDependencies { … }`, or an expression evaluated for its effect.
  private mutating func expressionStatement(_ syntax: ExprSyntax) throws(ParseError)
    -> Statement
  {
    if let command = commands.command(at: offset(syntax)) {
      return try self.command(command, syntax)
    }
    if let ifSyntax = syntax.as(IfExprSyntax.self) {
      return .ifStatement(try ifStatement(ifSyntax))
    }
    if let switchSyntax = syntax.as(SwitchExprSyntax.self) {
      return .switchStatement(try switchStatement(switchSyntax))
    }
    if let sequence = syntax.as(SequenceExprSyntax.self), let assignment = try assignment(sequence)
    {
      return assignment
    }
    if let call = syntax.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "prepareDependencies",
      call.leftParen == nil, call.additionalTrailingClosures.isEmpty,
      let update = call.trailingClosure
    {
      return .prepare(update: try closure(update), range: range(call))
    }
    return .expression(try expression(syntax))
  }

  /// `target = value`, `target += value`, `target -= value`.
  private mutating func assignment(_ sequence: SequenceExprSyntax) throws(ParseError)
    -> Statement?
  {
    let elements = Array(sequence.elements)
    guard elements.count >= 3 else { return nil }
    let op: AssignmentOperator
    if elements[1].is(AssignmentExprSyntax.self) {
      op = .assign
    } else if let syntax = elements[1].as(BinaryOperatorExprSyntax.self),
      let compound = AssignmentOperator(symbol: syntax.operator.text)
    {
      op = compound
    } else {
      return nil
    }
    let value = try operatorSequence(Array(elements[2...]), in: sequence)
    let whole = range(sequence)
    if elements[0].is(DiscardAssignmentExprSyntax.self), op == .assign {
      return .discard(value: value, range: whole)
    }
    let target = try expression(elements[0])
    if case .name(SwiftOutsideDepplay.mainSerialExecutorSwitch, _) = target, op == .assign {
      return .mainSerialExecutor(value: value, range: whole)
    }
    guard case .compound(let binary) = op else {
      return .assignment(target: target, operator: op, value: value, range: whole)
    }
    return .assignment(
      target: target, operator: op,
      value: .binary(
        operator: binary, left: target, right: value,
        range: target.range.to(value.range)),
      range: whole)
  }

  /// A command of depplay's own (``DepplayCommands``).
  private mutating func command(_ command: DepplayCommands.Command, _ syntax: ExprSyntax)
    throws(ParseError) -> Statement
  {
    switch command {
    case .context(let word, let wordRange):
      guard let context = DependencyContext(rawValue: word) else {
        throw ParseError(
          "unknown context '\(word)'", at: range(utf8: wordRange),
          notes: ["a context is 'live', 'preview' or 'test'"]
            + DidYouMean.note(for: word, among: ["live", "preview", "test"]))
      }
      return .context(context, range: range(syntax))
    case .build(let word, let wordRange):
      guard let build = BuildConfiguration(rawValue: word) else {
        throw ParseError(
          "unknown build configuration '\(word)'", at: range(utf8: wordRange),
          notes: ["a build is 'debug' or 'release'"])
      }
      return .build(build, range: range(syntax))
    case .why(let path):
      if path.count > 1, path[1] == "self", let key = keyName(readingType: path[0]) {
        // `why Settings.self`: the key the key type is read as.
        return .why(path: [key] + path.dropFirst(2), range: range(syntax))
      }
      return .why(path: path, range: range(syntax))
    case .dependency(let name, let nameRange):
      guard let call = syntax.as(FunctionCallExprSyntax.self) else {
        throw ParseError("expected a dependency declaration", at: range(syntax))
      }
      return .dependency(try keyDeclaration(call, name: name, nameRange: range(utf8: nameRange)))
    }
  }

  /// `dependency name { live: …, preview: …, test: … }`, read as the call the pre-pass made
  /// of it.
  private mutating func keyDeclaration(
    _ call: FunctionCallExprSyntax, name: String, nameRange: SourceRange
  ) throws(ParseError) -> KeyDeclaration {
    if let trailing = call.trailingClosure {
      throw ParseError("expected a new line after the dependency declaration", at: range(trailing))
    }
    var declaration = KeyDeclaration(
      name: name, nameRange: nameRange, live: nil, preview: nil, test: nil, range: range(call))
    var seen: Set<String> = []
    for argument in call.arguments {
      guard let label = argument.label else {
        throw ParseError(
          "expected 'live:', 'preview:' or 'test:'", at: range(argument.expression),
          notes: ["a key has 'live:', 'preview:' and 'test:' values"])
      }
      let word = label.text
      guard ["live", "preview", "test"].contains(word) else {
        throw ParseError(
          "unknown value '\(word)' in a dependency declaration", at: range(label),
          notes: ["a key has 'live:', 'preview:' and 'test:' values"]
            + DidYouMean.note(for: word, among: ["live", "preview", "test"]))
      }
      guard seen.insert(word).inserted else {
        throw ParseError("'\(word)' is given twice", at: range(label))
      }
      switch word {
      case "live": declaration.live = try expression(argument.expression)
      case "preview": declaration.preview = try expression(argument.expression)
      default:
        if argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "unimplemented" {
          declaration.test = .unimplemented(range: range(argument.expression))
        } else {
          declaration.test = .value(try expression(argument.expression))
        }
      }
    }
    guard declaration.live != nil || declaration.test != nil else {
      throw ParseError(
        "dependency '\(name)' needs a 'live:' or a 'test:' value", at: nameRange,
        notes: ["a DependencyKey has 'live:'; a TestDependencyKey has only 'test:'"])
    }
    return declaration
  }

  /// `return`, `throw`, `for`, `while`, `repeat`, `break`, `continue`, `do`, `defer`.
  private mutating func controlStatement(_ syntax: StmtSyntax) throws(ParseError) -> Statement {
    if let returnSyntax = syntax.as(ReturnStmtSyntax.self) {
      return .returnStatement(
        value: try returnSyntax.expression.map { (value) throws(ParseError) in
          try expression(value)
        }, range: range(returnSyntax))
    }
    if let throwSyntax = syntax.as(ThrowStmtSyntax.self) {
      ownCodeThrows = true
      return .throwStatement(value: try expression(throwSyntax.expression), range: range(syntax))
    }
    if let forSyntax = syntax.as(ForStmtSyntax.self) { return try forLoop(forSyntax, label: nil) }
    if let loop = try loopStatement(syntax) { return loop }
    if let doSyntax = syntax.as(DoStmtSyntax.self) { return .doCatch(try doCatch(doSyntax)) }
    if let deferSyntax = syntax.as(DeferStmtSyntax.self) {
      return .deferStatement(try block(deferSyntax.body), range: range(deferSyntax))
    }
    throw notSupported("'\(syntax.firstToken(viewMode: .sourceAccurate)?.text ?? "")'", at: syntax)
  }

  /// `for name in sequence { … }`, with its label (`outer:`) if it has one.
  mutating func forLoop(_ syntax: ForStmtSyntax, label: String?) throws(ParseError) -> Statement {
    if let keyword = syntax.tryKeyword {
      guard syntax.awaitKeyword != nil else {
        throw notSupported(
          "'for try' without 'await'", at: keyword,
          notes: ["write for try await value in stream { … } over an AsyncThrowingStream"])
      }
      // What the sequence throws leaves the loop, as a `try`'s call does.
      ownCodeThrows = true
    }
    let binding: ForLoop.Binding
    if syntax.caseKeyword != nil {
      binding = .pattern(try pattern(syntax.pattern, bindsNames: false))
    } else if let tuple = syntax.pattern.as(TuplePatternSyntax.self), tuple.elements.count > 1 {
      binding = .names(try tupleNames(tuple, example: "for (key, value) in dictionary { … }"))
    } else if let name = loopVariable(syntax.pattern) {
      binding = .names([name])
    } else {
      throw notSupported(
        "a loop pattern other than one name or a tuple of names", at: syntax.pattern,
        notes: [
          "write for value in sequence { … }, for (key, value) in dictionary { … } or"
            + " for case .some(let value) in sequence { … }"
        ])
    }
    let sequence = try expression(syntax.sequence)
    let condition = try syntax.whereClause.map { (clause) throws(ParseError) in
      try expression(clause.condition)
    }
    let body = try block(syntax.body)
    return .forLoop(
      ForLoop(
        binding: binding, condition: condition, sequence: sequence, body: body,
        range: range(syntax), isAwaited: syntax.awaitKeyword != nil,
        isTried: syntax.tryKeyword != nil, label: label))
  }

  /// The names a tuple pattern (`(key, value)`, `(_, count)`) binds, in order (`_` for an
  /// element it skips); a pattern element other than a name or `_` is refused by name, with
  /// `example` for what to write instead.
  package func tupleNames(_ tuple: TuplePatternSyntax, example: String) throws(ParseError)
    -> [String]
  {
    var names: [String] = []
    for element in tuple.elements {
      guard element.label == nil, let name = loopVariable(element.pattern) else {
        throw notSupported("this tuple pattern", at: element, notes: ["write \(example)"])
      }
      names.append(name)
    }
    return names
  }

  /// The name a loop's pattern (or one element of its tuple) binds: `name`, or `_`.
  private func loopVariable(_ pattern: PatternSyntax) -> String? {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return identifier.identifier.text
    }
    return pattern.is(WildcardPatternSyntax.self) ? "_" : nil
  }

  /// `do { … } catch … { … }`
  private mutating func doCatch(_ syntax: DoStmtSyntax) throws(ParseError) -> DoCatchStatement {
    let outerThrows = ownCodeThrows
    let body = try block(syntax.body)
    let bodyThrows = ownCodeThrows
    ownCodeThrows = outerThrows  // what the body throws leaves the `do` only if no clause …
    guard !syntax.catchClauses.isEmpty else {
      throw ParseError(
        "expected 'catch { … }' after the 'do' block", at: range(syntax.body.rightBrace),
        notes: ["a 'do' catches what its body throws: do { … } catch { print(error) }"])
    }
    var clauses: [CatchClause] = []
    for clause in syntax.catchClauses {
      clauses.append(try catchClause(clause))
    }
    let statement = DoCatchStatement(body: body, clauses: clauses, range: range(syntax))
    // … catches every error.
    ownCodeThrows = ownCodeThrows || (bodyThrows && !statement.catchesEverything)
    return statement
  }

  /// `catch { … }`, `catch let name { … }`, `catch let name as Type { … }` or `catch is Type
  /// { … }`.
  private mutating func catchClause(_ syntax: CatchClauseSyntax) throws(ParseError)
    -> CatchClause
  {
    let forms = [
      "depplay's catch clauses: catch { … } (the error is 'error'), catch let e as SomeError { … }, catch is SomeError { … }, catch SomeError.someCase { … }"
    ]
    let pattern: CatchClause.Pattern
    var condition: Expression?
    let items = Array(syntax.catchItems)
    if items.isEmpty {
      pattern = .any(binding: "error")
    } else if items.count == 1, let itemPattern = items[0].pattern,
      let read = try catchPattern(itemPattern)
    {
      (pattern, condition) = try guarded(read, by: items[0].whereClause)
    } else if items.count == 1, items[0].pattern == nil, let whereClause = items[0].whereClause {
      // `catch where …`: every error, named `error`, that the condition holds for.
      (pattern, condition) = (.any(binding: "error"), try expression(whereClause.condition))
    } else {
      throw notSupported("this catch pattern", at: syntax.catchItems, notes: forms)
    }
    let body = try block(syntax.body)
    return CatchClause(pattern: pattern, condition: condition, body: body, range: range(syntax))
  }

  private mutating func catchPattern(_ pattern: PatternSyntax) throws(ParseError)
    -> CatchClause.Pattern?
  {
    if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression {
      return try caseCatchPattern(expression)
    }
    if let isType = pattern.as(IsTypePatternSyntax.self),
      let type = isType.type.as(IdentifierTypeSyntax.self)
    {
      return .type(type.name.text, binding: nil, typeRange: range(type))
    }
    guard let binding = pattern.as(ValueBindingPatternSyntax.self) else { return nil }
    if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
      return .any(binding: name.identifier.text)
    }
    guard
      let sequence = binding.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
        SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3,
      let name = elements[0].as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self),
      elements[1].is(UnresolvedAsExprSyntax.self),
      let type = elements[2].as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self)
    else { return nil }
    return .type(type.name.text, binding: name.identifier.text, typeRange: range(type))
  }

  /// A catch pattern with its `where` clause, checked once the pattern's names are bound: a
  /// case pattern's goes into the pattern (`catch LoadError.badStatus(let code) where code >=
  /// 500`), another's is the clause's condition (`catch let error as LoadError where …`).
  private mutating func guarded(_ pattern: CatchClause.Pattern, by whereClause: WhereClauseSyntax?)
    throws(ParseError) -> (CatchClause.Pattern, condition: Expression?)
  {
    guard let whereClause else { return (pattern, nil) }
    let condition = try expression(whereClause.condition)
    guard case .enumCase(let type, let casePattern, let typeRange) = pattern else {
      return (pattern, condition)
    }
    return (
      .enumCase(
        type, pattern: .guarded(casePattern, condition: condition), typeRange: typeRange), nil
    )
  }

  /// `LoadError.offline` or `LoadError.badStatus(let code)` after `catch`: a case of an
  /// error enum, named with its type, and its payload's patterns; `nil` for another
  /// expression.
  private mutating func caseCatchPattern(_ expression: ExprSyntax) throws(ParseError)
    -> CatchClause.Pattern?
  {
    let call = expression.as(FunctionCallExprSyntax.self)
    guard
      let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self),
      let type = member.base?.as(DeclReferenceExprSyntax.self), call?.trailingClosure == nil
    else { return nil }
    var payload: [Pattern] = []
    for argument in call?.arguments ?? [] {
      payload.append(try self.pattern(argument.expression, bindsNames: false))
    }
    let name = member.declName.baseName.text
    return .enumCase(
      type.baseName.text,
      pattern: .enumCase(name: name, payload: payload, range: range(member.declName)),
      typeRange: range(type))
  }

  // MARK: Conditions

  /// The conditions of an `if` or a `guard`, in order: each an expression, `let name =
  /// value` (the name is then its binding), Swift's shorthand `let name`, which unwraps the
  /// value of the same name, or `case pattern = value`.
  mutating func conditions(_ list: ConditionElementListSyntax, keyword: String)
    throws(ParseError) -> [IfCondition]
  {
    var conditions: [IfCondition] = []
    for element in list { conditions.append(try condition(element, keyword: keyword)) }
    return conditions
  }

  /// Several conditions (`if let a, let b, a < b`), checked in order, each with the names of
  /// those before it: an `if` for each, the next inside the one before, all at `range` and
  /// all with the same `else` block, which runs once, for the first that fails. In Swift that
  /// block does not see the names the conditions bind; nested, it would see those of the
  /// conditions before the failing one, so an `else` that reads one of them is refused.
  func chained(
    _ conditions: [IfCondition], then: Block, otherwise: Block?, elseSyntax: Syntax?,
    range: SourceRange, isGuard: Bool, keyword: String
  ) throws(ParseError) -> IfStatement {
    let bound = Set(
      conditions.dropLast().flatMap {
        [$0.binding].compactMap { $0 } + ($0.pattern?.boundNames ?? [])
      })
    if let elseSyntax, !bound.isEmpty,
      let read = elseSyntax.tokens(viewMode: .sourceAccurate).first(where: {
        bound.contains($0.text) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
      })
    {
      throw notSupported(
        "an 'else' that reads '\(read.text)', which a condition of the same '\(keyword)' binds,",
        at: read,
        notes: [
          "Swift's 'else' reads the '\(read.text)' outside the '\(keyword)'; give the binding another name, or nest the conditions"
        ])
    }
    var statement = IfStatement(
      condition: conditions[conditions.count - 1].value,
      binding: conditions[conditions.count - 1].binding,
      bindsVariable: conditions[conditions.count - 1].bindsVariable,
      pattern: conditions[conditions.count - 1].pattern, then: then, otherwise: otherwise,
      range: range, isGuard: isGuard)
    for condition in conditions.dropLast().reversed() {
      statement = IfStatement(
        condition: condition.value, binding: condition.binding,
        bindsVariable: condition.bindsVariable, pattern: condition.pattern,
        then: Block(statements: [.ifStatement(statement)], range: then.range),
        otherwise: otherwise, range: range, isGuard: isGuard)
    }
    return statement
  }

  /// One condition of a list (`let name`, `!name.isEmpty`, …), as ``conditions(_:keyword:)``
  /// reads it.
  private mutating func condition(_ element: ConditionElementSyntax, keyword: String)
    throws(ParseError) -> IfCondition
  {
    switch element.condition {
    case .expression(let expression):
      return IfCondition(value: try self.expression(expression))
    case .optionalBinding(let binding):
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self) else {
        throw notSupported("this pattern in '\(keyword) let'", at: binding.pattern)
      }
      let bound = name.identifier.text
      let bindsVariable = binding.bindingSpecifier.tokenKind == .keyword(.var)
      guard let value = binding.initializer?.value else {
        return IfCondition(
          value: .name(bound, range: range(name)), binding: bound, bindsVariable: bindsVariable)
      }
      return IfCondition(
        value: try expression(value), binding: bound, bindsVariable: bindsVariable)
    case .matchingPattern(let matching):
      return IfCondition(
        value: try expression(matching.initializer.value),
        pattern: try pattern(matching.pattern, bindsNames: false))
    default:
      throw notSupported("an availability condition", at: element)
    }
  }

  /// `if condition { … } else if … { … } else { … }`, with one condition or several
  /// (`if let a, let b { … }`, as ``chained(_:then:otherwise:elseSyntax:range:isGuard:keyword:)``
  /// lowers them).
  package mutating func ifStatement(_ syntax: IfExprSyntax) throws(ParseError) -> IfStatement {
    let conditions = try conditions(syntax.conditions, keyword: "if")
    let then = try block(syntax.body)
    var otherwise: Block?
    switch syntax.elseBody {
    case .ifExpr(let nested)?:
      try enter(nested)
      defer { depth -= 1 }
      let nestedIf = try ifStatement(nested)
      otherwise = Block(statements: [.ifStatement(nestedIf)], range: nestedIf.range)
    case .codeBlock(let block)?:
      otherwise = try self.block(block)
    case nil:
      break
    @unknown default:
      throw notSupported("this 'else'", at: syntax)
    }
    return try chained(
      conditions, then: then, otherwise: otherwise, elseSyntax: syntax.elseBody.map(Syntax.init),
      range: range(syntax), isGuard: false, keyword: "if")
  }

  /// `guard condition else { … }`: Swift's early exit. Its `else` block must leave the scope
  /// (end with `return`, `throw`, `break` or `continue`), so it is the `if` whose `then` is the
  /// rest of the statements and whose `else` is the `else` block; the names it binds are in
  /// scope for that rest, as in Swift. Several conditions (`guard let name, !name.isEmpty else { … }`) are
  /// a `guard` for each, one after the other, as
  /// ``chained(_:then:otherwise:elseSyntax:range:isGuard:keyword:)`` lowers them.
  private mutating func guardStatement(
    _ syntax: GuardStmtSyntax, rest: ArraySlice<CodeBlockItemSyntax>
  ) throws(ParseError) -> Statement {
    let conditions = try conditions(syntax.conditions, keyword: "guard")
    let otherwise = try block(syntax.body)
    switch otherwise.statements.last {
    case .returnStatement?, .throwStatement?, .jump?:
      break
    default:
      throw ParseError(
        "'guard' body must not fall through", at: otherwise.range,
        notes: ["end it with 'return', 'throw', 'break' or 'continue' to leave the scope"])
    }
    let header = range(syntax)
    let thenRange =
      if let first = rest.first, let last = rest.last { range(from: first, to: last) } else {
        SourceRange(start: header.end, end: header.end)
      }
    return .ifStatement(
      try chained(
        conditions,
        then: Block(statements: try statements(rest, isTopLevel: false), range: thenRange),
        otherwise: otherwise, elseSyntax: Syntax(syntax.body), range: header, isGuard: true,
        keyword: "guard"))
  }
}
