import DepplaySyntax

/// `while` and `repeat` loops (``WhileLoop``): passes until one breaks out of the loop, each
/// pass a statement of the budget, which bounds an endless loop (`while true { }`).
extension Interpreter {
  /// Runs a `while` or `repeat` loop synchronously.
  ///
  /// Each pass runs in a frame of its own: the pass before's when nothing kept it
  /// (``LoopPasses``), so that a pass allocates nothing and an endless loop reaches the budget
  /// about as soon as a `for` loop does.
  func execute(_ loop: WhileLoop, _ context: inout Context) throws -> Flow {
    // NB: the loop's parts read once: a debug build copied the pass (an `if` of two blocks)
    // at each read, ~300 instructions a pass.
    let (label, range) = (loop.label, loop.range)
    let condition = PassCondition(of: loop.pass)
    var passes = LoopPasses(of: [], in: context)
    if loop.isRepeat {
      if let end = try execute(loop.pass.then, &passes.context).endingLoop(labelled: label) {
        return end
      }
      passes.end()
    }
    while true {
      try tick(range, by: context.unit)
      if let end = try pass(picking: condition, &passes.context).endingLoop(labelled: label) {
        return end
      }
      passes.end()
    }
  }

  /// One pass of a loop: a condition that binds nothing picks the block to run in the pass's
  /// frame; one that binds (`while let`) binds in a frame nested in it, as an `if` does.
  private func pass(picking condition: PassCondition, _ context: inout Context) throws -> Flow {
    switch condition {
    case .literal(let block):
      guard let block else { return .normal(.void) }
      return try execute(block, &context)
    case .evaluated(let statement):
      let value = try evaluate(statement.condition, &context)
      guard let block = try branch(of: statement, condition: value) else { return .normal(.void) }
      return try execute(block, &context)
    case .binding(let statement):
      return try execute(statement, &context)
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

/// How each pass of a synchronous `while` or `repeat` loop picks the block it runs, worked out
/// once for the loop.
private enum PassCondition {
  /// A literal condition (`while true`): the block it picks, the same at every pass (`nil`:
  /// none).
  case literal(Block?)
  /// A condition that binds nothing, evaluated at each pass; the pass is this `if`.
  case evaluated(IfStatement)
  /// A condition that binds (`while let`, `while case`): the pass runs as this `if`.
  case binding(IfStatement)

  /// How the passes of a loop whose pass is `statement` pick their block.
  init(of statement: IfStatement) {
    guard case .none = statement.pattern, case .none = statement.binding else {
      self = .binding(statement)
      return
    }
    if case .boolean(let holds, _) = statement.condition {
      self = .literal(holds ? statement.then : statement.otherwise)
    } else {
      self = .evaluated(statement)
    }
  }
}
