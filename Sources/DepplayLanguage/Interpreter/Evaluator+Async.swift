import DependencyRuntime

extension Interpreter {
  /// Runs statements in an asynchronous context: statements that suspend or spawn run their
  /// asynchronous parts here; the rest run synchronously. After a statement that spawned
  /// work, the unit waits until that work has run up to its first suspension (or its end).
  /// Only the unit's own spawns count: a statement that merely suspended while other units
  /// spawned work must not park its unit (it would then resume at an arbitrary later point).
  func executeAsync(_ statements: ArraySlice<Statement>, _ context: inout Context) async throws
    -> Flow
  {
    var last = ScriptValue.void
    for (index, statement) in zip(statements.indices, statements) {
      let spawnsBefore = context.unit.spawnCount
      let flow: Flow
      if case .binding(let name, let value, true, let range) = statement {
        return try await asyncLet(
          name, value, range: range, rest: statements[(index + 1)...], &context)
      } else if needsAsync(statement) {
        flow = try await executeSuspending(statement, &context)
      } else {
        flow = try execute(statement, &context)
      }
      if context.unit.spawnCount != spawnsBefore { await executor.waitUntilIdle() }
      switch flow {
      case .returned: return flow
      case .normal(let value): last = value
      }
    }
    return .normal(last)
  }

  /// A statement with `await`s or spawns: its asynchronous parts first, then the rest.
  private func executeSuspending(_ statement: Statement, _ context: inout Context) async throws
    -> Flow
  {
    switch statement {
    case .forLoop(let variable, let sequence, let body, let range):
      try tick(range, context)
      try await evaluateSuspensions(in: sequence, &context)
      let elements = try elements(of: try evaluate(sequence, &context), range: range)
      context.awaited = [:]
      for element in elements {
        var inner = context.nested()
        inner.frame.bind(variable, element)
        if case .returned(let value) = try await executeAsync(body.statements[...], &inner) {
          return .returned(value)
        }
      }
      return .normal(.void)
    case .switchStatement(let statement):
      try tick(statement.range, context)
      try await evaluateSuspensions(in: statement.subject, &context)
      var (body, inner) = try clause(of: statement, &context)
      context.awaited = [:]
      return try await executeAsync(body.statements[...], &inner)
    case .ifStatement(let statement):
      try tick(statement.range, context)
      try await evaluateSuspensions(in: statement.condition, &context)
      let body = try branch(of: statement, &context)
      context.awaited = [:]
      guard let body else { return .normal(.void) }
      var inner = context.nested()
      return try await executeAsync(body.statements[...], &inner)
    case .expression(let expression), .binding(_, let expression, _, _),
      .returnStatement(let expression?, _):
      try await evaluateSuspensions(in: expression, &context)
      defer { context.awaited = [:] }
      return try execute(statement, &context)
    default:
      return try execute(statement, &context)
    }
  }

  /// Whether a statement suspends or spawns tasks, so it must run asynchronously.
  func needsAsync(_ statement: Statement) -> Bool { statement.suspends }

  func needsAsync(_ expression: Expression) -> Bool { expression.suspends }

  /// Evaluates, left to right, the `await`s and suspending scopes of `expression` (not those
  /// inside closures), storing their values in `context.awaited` by position.
  func evaluateSuspensions(in expression: Expression, _ context: inout Context) async throws {
    switch expression {
    case .await(let operand, _, let range):
      context.awaited[range.start.offset] = try await awaitValue(of: operand, &context)
    case .withDependencies(let parent, let update, let operation, let range)
    where needsAsync(expression):
      context.awaited[range.start.offset] = try await scopeAsync(
        from: parent, update: update, operation: operation, range: range, &context)
    case .call(let callee, let arguments, _, _):
      try await evaluateSuspensions(in: callee, &context)
      for argument in arguments { try await evaluateSuspensions(in: argument.value, &context) }
    case .member(let base, _, _), .unary(_, let base, _):
      try await evaluateSuspensions(in: base, &context)
    case .binary(_, let left, let right, _):
      try await evaluateSuspensions(in: left, &context)
      try await evaluateSuspensions(in: right, &context)
    case .list(let elements, _):
      for element in elements { try await evaluateSuspensions(in: element, &context) }
    case .string(let parts, _):
      for case .interpolation(let inner) in parts {
        try await evaluateSuspensions(in: inner, &context)
      }
    default:
      return
    }
  }

  /// The value of `await operand`.
  private func awaitValue(of operand: Expression, _ context: inout Context) async throws
    -> ScriptValue
  {
    switch operand {
    case .member(let base, "value", let range):
      try await evaluateSuspensions(in: base, &context)
      let value = try evaluate(base, &context)
      guard case .task(let handle) = value else {
        return try member("value", of: value, range: range)
      }
      let waiting = context
      waiting.unit.wait(for: "\(handle.unit.label)'s value", at: range)
      defer { waiting.unit.wait(for: nil, at: range) }
      return await handle.task.value
    case .name(let name, let range):
      if case .asyncLet(let promise)? = context.frame.lookup(name) {
        context.unit.wait(for: "async let \(name)", at: range)
        defer { context.unit.wait(for: nil, at: range) }
        return await promise.value
      }
      return try evaluate(operand, &context)
    case .withDependencies(let parent, let update, let operation, let range):
      return try await scopeAsync(
        from: parent, update: update, operation: operation, range: range, &context)
    case .withTaskGroup(let body, let range):
      return try await taskGroup(body, range: range, &context)
    case .call(let callee, let arguments, let trailing, let range):
      if let value = try await awaitCall(
        callee, arguments: arguments, trailing: trailing, range: range, &context)
      {
        return value
      }
      try await evaluateSuspensions(in: operand, &context)
      defer { context.awaited = [:] }
      return try evaluate(operand, &context)
    default:
      try await evaluateSuspensions(in: operand, &context)
      defer { context.awaited = [:] }
      return try evaluate(operand, &context)
    }
  }

  /// `async let name = value`: a real `async let` child task; the rest of the block runs in
  /// its scope, and `await name` waits for the child's result.
  private func asyncLet(
    _ name: String, _ value: Expression, range: SourceRange, rest: ArraySlice<Statement>,
    _ context: inout Context
  ) async throws -> Flow {
    try tick(range, context)
    let unit = try newUnit(.asyncLet, parent: context.unit, range: range)
    let promise = Promise()
    var child = context.nested()
    child.unit = unit
    child.callDepth = 0
    let start = child
    async let result: Void = promise.fulfill(
      await enter(unit, bucket: start.bucket) {
        var context = start
        try await self.evaluateSuspensions(in: value, &context)
        return try self.evaluate(value, &context)
      })
    context.frame.bind(name, .asyncLet(promise))
    await executor.waitUntilIdle()
    let flow = try await executeAsync(rest, &context)
    await result
    return flow
  }

  /// `await withTaskGroup(of: …) { group in … }`: a real task group; `group.addTask` requests
  /// are handed to it after each statement of the body.
  private func taskGroup(_ body: ClosureLiteral, range: SourceRange, _ context: inout Context)
    async throws -> ScriptValue
  {
    let handle = GroupHandle()
    let inner = context.nested()
    inner.frame.bind(body.parameters[0], .group(handle))
    let outer = inner
    return try await withThrowingTaskGroup(of: Void.self) { group in
      var context = outer
      defer { handle.close() }
      let flow = try await self.executeGroupBody(
        body.body.statements[...], handle: handle, group: &group, &context)
      try await group.waitForAll()
      return flow.value
    }
  }

  private func executeGroupBody(
    _ statements: ArraySlice<Statement>, handle: GroupHandle,
    group: inout ThrowingTaskGroup<Void, any Error>, _ context: inout Context
  ) async throws -> Flow {
    var last = ScriptValue.void
    for statement in statements {
      if case .forLoop(let variable, let sequence, let body, let range) = statement {
        try tick(range, context)
        for element in try elements(of: try evaluate(sequence, &context), range: range) {
          var inner = context.nested()
          inner.frame.bind(variable, element)
          _ = try await executeGroupBody(
            body.statements[...], handle: handle, group: &group, &inner)
        }
        continue
      }
      let flow = try await executeAsync([statement][...], &context)
      for request in handle.drain() {
        let unit = try newUnit(.groupChild, parent: request.context.unit, range: request.range)
        var child = request.context.nested()
        child.unit = unit
        child.callDepth = 0
        let start = child
        let body = request.body
        group.addTask(executorPreference: executor) {
          _ = await self.enter(unit, bucket: start.bucket) {
            var context = start
            return try await self.executeAsync(body.body.statements[...], &context).value
          }
        }
        await executor.waitUntilIdle()
      }
      if case .returned = flow { return flow }
      last = flow.value
    }
    return .normal(last)
  }
}
