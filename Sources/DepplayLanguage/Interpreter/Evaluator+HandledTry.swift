extension Interpreter {
  /// `try? operand` (`nil` when it throws) and `try! operand` (a thrown error stops the
  /// unit, as Swift's trap stops the program), evaluated synchronously.
  func handledTry(
    _ handling: String, _ operand: Expression, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    do {
      return try evaluate(operand, &context)
    } catch let thrown as ScriptThrow {
      return try handled(thrown.value.debugDescription, handling, range: range)
    } catch is CancelledSleep {
      return try handled("CancellationError()", handling, range: range)
    }
  }

  /// ``handledTry(_:_:range:_:)`` for an operand that suspends.
  func handledTryAsync(
    _ handling: String, _ operand: Expression, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    do {
      return try await evaluateAsync(operand, &context)
    } catch let thrown as ScriptThrow {
      return try handled(thrown.value.debugDescription, handling, range: range)
    } catch is CancelledSleep {
      return try handled("CancellationError()", handling, range: range)
    }
  }

  /// What `try?` gives for an error (`nil`), or the error `try!` stops with.
  private func handled(_ error: String, _ handling: String, range: SourceRange) throws
    -> ScriptValue
  {
    guard handling == Expression.forcedTry else { return .none }
    throw RuntimeError(
      "'try!' expression unexpectedly raised an error: \(error)", at: range,
      notes: ["Swift stops the program here; use try? or do { try … } catch { … }"])
  }
}
