extension ClosureLiteral {
  /// Whether the closure is `async`, as Swift infers it: its own code (not a closure, task,
  /// queue block or thread nested in it) contains an `await`.
  package var isAsync: Bool { body.statements.contains(where: \.awaits) }
}

extension Statement {
  /// Whether the statement's own code awaits (nested closures and spawned work aside).
  var awaits: Bool {
    switch self {
    case .expression(let expression), .binding(_, let expression, _, _),
      .returnStatement(let expression?, _), .throwStatement(let expression, _):
      expression.awaits
    case .assignment(let target, _, let value, _): target.awaits || value.awaits
    case .forLoop(_, let sequence, let body, _):
      sequence.awaits || body.statements.contains(where: \.awaits)
    case .switchStatement(let statement):
      statement.subject.awaits
        || statement.clauses.contains { $0.body.statements.contains(where: \.awaits) }
    case .ifStatement(let statement):
      statement.condition.awaits || statement.then.statements.contains(where: \.awaits)
        || (statement.otherwise?.statements.contains(where: \.awaits) ?? false)
    case .doCatch(let statement):
      statement.body.statements.contains(where: \.awaits)
        || statement.clauses.contains { $0.body.statements.contains(where: \.awaits) }
    default: false
    }
  }
}

extension Expression {
  /// Whether the expression's own code awaits (nested closures and spawned work aside).
  var awaits: Bool {
    switch self {
    case .await, .withTaskGroup: true
    case .withDependencies(let parent, _, let operation, _):
      (parent?.awaits ?? false) || operation.body.statements.contains(where: \.awaits)
    case .call(let callee, let arguments, _, _):
      callee.awaits || arguments.contains { $0.value.awaits }
    case .implicitMember(_, let arguments?, _): arguments.contains { $0.value.awaits }
    case .member(let base, _, _): base.awaits
    case .elementByID(let base, let id, _, _): base.awaits || id.awaits
    case .unary(_, let operand, _): operand.awaits
    case .binary(_, let left, let right, _): left.awaits || right.awaits
    case .list(let elements, _): elements.contains(where: \.awaits)
    case .string(let parts, _):
      parts.contains { if case .interpolation(let inner) = $0 { inner.awaits } else { false } }
    default: false
    }
  }
}
