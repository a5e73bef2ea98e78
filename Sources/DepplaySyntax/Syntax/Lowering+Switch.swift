import SwiftSyntax

extension Lowering {
  /// `switch subject { case pattern, …: statements … default: statements }`
  package mutating func switchStatement(_ syntax: SwitchExprSyntax) throws(ParseError)
    -> SwitchStatement
  {
    let subject = try expression(syntax.subject)
    var clauses: [SwitchStatement.Clause] = []
    for element in syntax.cases {
      guard case .switchCase(let clause) = element else {
        throw notSupported("'#if' in a switch", at: element)
      }
      var patterns: [Pattern] = []
      if case .case(let label) = clause.label {
        for item in label.caseItems {
          let pattern = try pattern(item.pattern, bindsNames: false)
          if let whereClause = item.whereClause {
            patterns.append(.guarded(pattern, condition: try expression(whereClause.condition)))
          } else {
            patterns.append(pattern)
          }
        }
      }
      guard !clause.statements.isEmpty else {
        throw ParseError(
          "a case needs at least one statement", at: range(clause),
          notes: ["in a reducer, a case that does nothing returns .none"])
      }
      try enter(clause)
      defer { depth -= 1 }
      let statements = try self.statements(clause.statements, isTopLevel: false)
      clauses.append(
        .init(
          patterns: patterns, body: Block(statements: statements, range: range(clause.statements)),
          range: range(clause)))
    }
    guard !clauses.isEmpty else {
      throw ParseError("a switch needs at least one case", at: range(syntax))
    }
    return SwitchStatement(subject: subject, clauses: clauses, range: range(syntax))
  }

  /// A case's pattern: `.name`, `.name(p, …)`, `let n`, `var n`, `_`, `p?`, `(p, …)`, or a
  /// value; `bindsNames` under a `case let` (`variables` under a `case var`), where a bare name
  /// binds.
  package mutating func pattern(
    _ syntax: PatternSyntax, bindsNames: Bool, variables: Bool = false
  ) throws(ParseError) -> Pattern {
    if let binding = syntax.as(ValueBindingPatternSyntax.self) {
      return try pattern(
        binding.pattern, bindsNames: true,
        variables: binding.bindingSpecifier.tokenKind == .keyword(.var))
    }
    if let identifier = syntax.as(IdentifierPatternSyntax.self) {
      return .binding(
        name: identifier.identifier.text, isVariable: variables, range: range(identifier))
    }
    if syntax.is(WildcardPatternSyntax.self) { return .wildcard(range: range(syntax)) }
    guard let expressionPattern = syntax.as(ExpressionPatternSyntax.self) else {
      throw notSupported("this pattern", at: syntax)
    }
    return try pattern(expressionPattern.expression, bindsNames: bindsNames, variables: variables)
  }

  mutating func pattern(_ syntax: ExprSyntax, bindsNames: Bool, variables: Bool = false)
    throws(ParseError) -> Pattern
  {
    if let member = syntax.as(MemberAccessExprSyntax.self), member.base == nil {
      return .enumCase(name: member.declName.baseName.text, payload: [], range: range(syntax))
    }
    if let call = syntax.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      call.trailingClosure == nil
    {
      var payload: [Pattern] = []
      // A payload's label (`.element(id: _, action: .close)`) is part of its case.
      for argument in call.arguments {
        try enter(argument)
        defer { depth -= 1 }
        payload.append(
          try pattern(argument.expression, bindsNames: bindsNames, variables: variables))
      }
      return .enumCase(
        name: member.declName.baseName.text, payload: payload, range: range(syntax))
    }
    if let patternExpression = syntax.as(PatternExprSyntax.self) {
      return try pattern(patternExpression.pattern, bindsNames: bindsNames, variables: variables)
    }
    if syntax.is(DiscardAssignmentExprSyntax.self) { return .wildcard(range: range(syntax)) }
    if let optional = syntax.as(OptionalChainingExprSyntax.self) {
      return .optionalSome(
        try pattern(optional.expression, bindsNames: bindsNames, variables: variables),
        range: range(syntax))
    }
    if let tuple = syntax.as(TupleExprSyntax.self) {
      return try tuplePattern(tuple, bindsNames: bindsNames, variables: variables)
    }
    if bindsNames, let name = syntax.as(DeclReferenceExprSyntax.self) {
      return .binding(name: name.baseName.text, isVariable: variables, range: range(syntax))
    }
    return .value(try expression(syntax))
  }

  /// `(.domestic, let g)`: a pattern per element of a tuple; `(p)` is `p` in parentheses.
  private mutating func tuplePattern(
    _ syntax: TupleExprSyntax, bindsNames: Bool, variables: Bool
  ) throws(ParseError) -> Pattern {
    var elements: [Pattern] = []
    for element in syntax.elements {
      if let label = element.label {
        throw notSupported(
          "a labelled tuple pattern ('\(label.text):')", at: element,
          notes: ["leave the labels out: '(let a, let b)' matches a labelled tuple too"])
      }
      try enter(element)
      defer { depth -= 1 }
      elements.append(
        try pattern(element.expression, bindsNames: bindsNames, variables: variables))
    }
    guard elements.count != 1 else { return elements[0] }
    return .tuple(elements, range: range(syntax))
  }
}
