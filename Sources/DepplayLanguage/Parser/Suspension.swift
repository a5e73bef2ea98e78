extension Statement {
  /// Whether the interpreter runs this statement asynchronously: it awaits, or spawns tasks
  /// (or contains a scope or loop that does). The Swift export follows the same split.
  var suspends: Bool {
    switch self {
    case .expression(let expression), .binding(_, let expression, _, _),
      .returnStatement(let expression?, _):
      expression.suspends
    case .forLoop(_, let sequence, let body, _):
      sequence.suspends || body.statements.contains { $0.suspends }
    case .switchStatement(let statement):
      statement.subject.suspends
        || statement.clauses.contains { $0.body.statements.contains { $0.suspends } }
    case .ifStatement(let statement):
      statement.condition.suspends || statement.then.statements.contains { $0.suspends }
        || (statement.otherwise?.statements.contains { $0.suspends } ?? false)
    case .throwStatement(let value, _): value.suspends
    case .doCatch(let statement):
      statement.body.statements.contains { $0.suspends }
        || statement.clauses.contains { $0.body.statements.contains { $0.suspends } }
    default: false
    }
  }
}

extension Expression {
  /// Whether evaluating this expression awaits or spawns tasks (closures aside, whose
  /// bodies run later).
  var suspends: Bool {
    switch self {
    case .await, .task, .withTaskGroup: true
    case .withDependencies(let parent, _, let operation, _):
      (parent?.suspends ?? false) || operation.body.statements.contains { $0.suspends }
    case .call(let callee, let arguments, _, _):
      callee.suspends || arguments.contains { $0.value.suspends }
    case .member(let base, _, _): base.suspends
    case .elementByID(let base, let id, _, _): base.suspends || id.suspends
    case .implicitMember(_, let arguments?, _): arguments.contains { $0.value.suspends }
    case .unary(_, let operand, _): operand.suspends
    case .binary(_, let left, let right, _): left.suspends || right.suspends
    case .list(let elements, _): elements.contains { $0.suspends }
    case .string(let parts, _):
      parts.contains { if case .interpolation(let inner) = $0 { inner.suspends } else { false } }
    default: false
    }
  }
}
