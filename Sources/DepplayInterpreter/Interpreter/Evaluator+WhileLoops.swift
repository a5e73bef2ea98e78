import DepplaySyntax

/// `while` and `repeat` loops (``WhileLoop``): passes until one breaks out of the loop, each
/// pass a statement of the budget, which bounds an endless loop (`while true { }`).
extension Interpreter {
  /// Runs a `while` or `repeat` loop synchronously.
  func execute(_ loop: WhileLoop, _ context: inout Context) throws -> Flow {
    if loop.isRepeat {
      var inner = context.nested()
      if let end = try execute(loop.pass.then, &inner).endingLoop(labelled: loop.label) {
        return end
      }
    }
    while true {
      try tick(loop.range, by: context.unit)
      if let end = try execute(loop.pass, &context).endingLoop(labelled: loop.label) {
        return end
      }
    }
  }

  /// Runs a `while` or `repeat` loop whose conditions or body suspend.
  nonisolated(nonsending) func executeAsync(_ loop: WhileLoop, _ context: inout Context)
    async throws -> Flow
  {
    try tick(loop.range, context)
    if loop.isRepeat {
      var inner = context.nested()
      if let end = try await executeAsync(loop.pass.then.statements[...], &inner)
        .endingLoop(labelled: loop.label)
      {
        return end
      }
    }
    while true {
      try tick(loop.range, by: context.unit)
      if let end = try await executeAsync(loop.pass, &context).endingLoop(labelled: loop.label) {
        return end
      }
    }
  }

  /// Runs an `if` whose condition or branches suspend: the condition awaited, then the
  /// branch it picks.
  nonisolated(nonsending) func executeAsync(_ statement: IfStatement, _ context: inout Context)
    async throws -> Flow
  {
    let condition = try await evaluateAsync(statement.condition, &context)
    guard let (body, branchContext) = try branch(of: statement, condition: condition, context)
    else {
      return .normal(.void)
    }
    var inner = branchContext
    return try await executeAsync(body.statements[...], &inner)
  }
}
