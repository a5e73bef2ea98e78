import DepplaySyntax

/// `defer { … }`: a block's statements from its first `defer` on run here, so that a block
/// without one pays nothing for it. Each `defer` met is kept; when the block ends, by its last
/// statement, a `return` or an error, the kept blocks run, the last one met first, as Swift's
/// do. (The checker made sure none of them leaves its block or awaits.)
extension Interpreter {
  /// Runs `statements` synchronously, the first of them a `defer`; `last` is the value of the
  /// block's statements before them.
  func executeDeferring(
    _ statements: ArraySlice<Statement>, last: ScriptValue, _ context: inout Context
  ) throws -> Flow {
    var deferred: [Block] = []
    var flow = Flow.normal(last)
    do {
      for index in statements.indices {
        if case .deferStatement(let body, _) = statements[index] {
          deferred.append(body)
          continue
        }
        flow = try execute(statements[index], &context)
        if flow.leavesBlock { break }
      }
    } catch {
      try runDeferred(deferred, context)
      throw error
    }
    try runDeferred(deferred, context)
    return flow
  }

  /// Runs `statements` in an asynchronous context, as ``executeDeferring(_:last:_:)`` does.
  ///
  /// Never inlined: inlined in ``executeAsync(_:_:)``, its room would be in that function's
  /// frame, which every block and every task allocates (BENCHMARKS.md).
  @inline(never)
  nonisolated(nonsending) func executeAsyncDeferring(
    _ statements: ArraySlice<Statement>, last: ScriptValue, _ context: inout Context
  ) async throws -> Flow {
    guard case .deferStatement(let body, _)? = statements.first else {
      return try await executeAsync(statements, &context)
    }
    // The `defer` ends the block: the block's value is what came before it.
    var flow = Flow.normal(last)
    do {
      if statements.count > 1 { flow = try await executeAsync(statements.dropFirst(), &context) }
    } catch {
      try runDeferred([body], context)
      throw error
    }
    try runDeferred([body], context)
    return flow
  }

  /// Runs the kept blocks of `defer`s, the last one kept first, each as a block of its own.
  private func runDeferred(_ deferred: [Block], _ context: Context) throws {
    for body in deferred.reversed() {
      var inner = context.nested()
      _ = try execute(body, &inner)
    }
  }
}
