extension Expression {
  /// The expressions directly inside this one (closure bodies aside).
  package var children: [Expression] {
    switch self {
    case .integer, .floatingPoint, .boolean, .nilLiteral, .name, .keyPath, .closure, .task,
      .taskYield, .taskCancellation, .dispatch, .thread, .withEscapedDependencies, .withTaskGroup:
      []
    case .string(let parts, _):
      parts.compactMap { if case .interpolation(let e) = $0 { e } else { nil } }
    case .implicitMember(_, let arguments, _): (arguments ?? []).map(\.value)
    case .member(let base, _, _), .presentedCase(let base, _, _, _): [base]
    case .elementByID(let base, let id, _, _, _): [base, id]
    case .elementCaseKeyPath(_, let id, _, _): [id]
    case .subscripted(let base, let index, let fallback, _):
      [base, index] + (fallback.map { [$0] } ?? [])
    case .call(let callee, let arguments, _, _): [callee] + arguments.map(\.value)
    case .unary(_, let operand, _), .await(let operand, _), .taskSleep(let operand, _, _):
      [operand]
    case .binary(_, let left, let right, _): [left, right]
    case .conditional(let condition, let then, let otherwise, _): [condition, then, otherwise]
    case .list(let elements, _): elements
    case .tuple(let elements, _), .subscriptArguments(let elements, _): elements.map(\.value)
    case .dictionary(let entries, _): entries.flatMap { [$0.key, $0.value] }
    case .withDependencies(let parent, _, _, _): parent.map { [$0] } ?? []
    case .expectThrows(let expectation): expectation.comment.map { [$0] } ?? []
    case .dispatchAfter(_, let delay, _, _): delay.amount.map { [$0] } ?? []
    }
  }

  /// The closures this expression carries: literals, trailing closures, spawned bodies,
  /// scopes' update and operation closures.
  package var closures: [ClosureLiteral] {
    switch self {
    case .closure(let literal): [literal]
    case .call(_, _, let trailing?, _): [trailing]
    case .task(_, let body, _), .dispatch(_, _, let body, _), .dispatchAfter(_, _, let body, _),
      .thread(let body, _),
      .withEscapedDependencies(let body, _), .withTaskGroup(let body, _, _, _):
      [body]
    case .withDependencies(_, let update, let operation, _): [update, operation]
    case .expectThrows(let expectation): [expectation.body]
    default: []
    }
  }

  /// Whether this expression or one inside it matches, looking into closures or not.
  package func contains(intoClosures: Bool, where predicate: (Expression) -> Bool) -> Bool {
    if predicate(self) { return true }
    if children.contains(where: { $0.contains(intoClosures: intoClosures, where: predicate) }) {
      return true
    }
    guard intoClosures else { return false }
    return closures.contains {
      $0.body.statements.contains { $0.contains(intoClosures: true, where: predicate) }
    }
  }
}

extension Statement {
  /// The expressions a statement evaluates itself (not its nested blocks').
  package var expressions: [Expression] {
    switch self {
    case .binding(_, let value, _, _), .destructuring(_, let value, _): [value]
    case .assignment(let target, _, let value, _): [target, value]
    case .forLoop(let loop): [loop.sequence] + (loop.condition.map { [$0] } ?? [])
    case .returnStatement(let value?, _), .throwStatement(let value, _), .discard(let value, _),
      .mainSerialExecutor(let value, _):
      [value]
    case .expression(let expression): [expression]
    case .switchStatement(let statement): [statement.subject]
    case .ifStatement(let statement): [statement.condition]
    default: []
    }
  }

  /// Whether an expression of this statement matches (looking into closures and loop bodies
  /// when `intoClosures`).
  package func contains(intoClosures: Bool, where predicate: (Expression) -> Bool) -> Bool {
    if expressions.contains(where: { $0.contains(intoClosures: intoClosures, where: predicate) }) {
      return true
    }
    return nestedBlocks.contains { block in
      block.statements.contains { $0.contains(intoClosures: intoClosures, where: predicate) }
    }
  }

  /// The blocks a statement runs as part of itself: a loop's body (a `while` loop's pass, its
  /// conditions and body), a switch's cases, an `if`'s branches, a `do`'s body and its `catch`
  /// blocks, a `defer`'s block.
  package var nestedBlocks: [Block] {
    switch self {
    case .doCatch(let statement): [statement.body] + statement.clauses.map(\.body)
    case .forLoop(let loop): [loop.body]
    case .whileLoop(let loop): [Block(statements: [.ifStatement(loop.pass)], range: loop.range)]
    case .deferStatement(let body, _): [body]
    case .switchStatement(let statement): statement.clauses.map(\.body)
    case .ifStatement(let statement): [statement.then] + (statement.otherwise.map { [$0] } ?? [])
    default: []
    }
  }
}
