import DepplaySyntax

extension Interpreter {
  /// `try? operand` (`nil` when it throws) and `try! operand` (a thrown error stops the
  /// unit, as Swift's trap stops the program), evaluated synchronously.
  package func handledTry(
    _ handling: TryHandling, _ operand: Expression, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    do {
      return try evaluate(operand, &context)
    } catch {
      return try handled(error, handling, range: range)
    }
  }

  /// ``handledTry(_:_:range:_:)`` for an operand that suspends.
  package func handledTryAsync(
    _ handling: TryHandling, _ operand: Expression, range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    do {
      return try await evaluateAsync(operand, &context)
    } catch {
      return try handled(error, handling, range: range)
    }
  }

  /// What `try?` gives for an error Swift code can throw (`nil`: a thrown value, a cancelled
  /// sleep), or the error `try!` stops with; any other error (depplay's own) goes on.
  private func handled(_ error: any Error, _ handling: TryHandling, range: SourceRange) throws
    -> ScriptValue
  {
    guard let description = Self.caughtValue(of: error)?.debugDescription else { throw error }
    guard handling == .forced else { return .none }
    throw RuntimeError(
      "'try!' expression unexpectedly raised an error: \(description)", at: range,
      notes: ["Swift stops the program here; use try? or do { try … } catch { … }"])
  }
}
