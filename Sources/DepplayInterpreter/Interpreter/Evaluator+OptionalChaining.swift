import DepplaySyntax

/// A `nil` met by `base?` in an optional chain: it ends the evaluation of the chain, whose
/// value is then `nil` (caught where the chain starts, never seen by a script).
package struct OptionalChainEnded: Error {}

extension Interpreter {
  /// `base?` in a chain: `base`'s value, or the end of the chain when it is `nil`.
  package func bindOptional(_ operand: Expression, _ context: inout Context) throws -> ScriptValue {
    let value = try evaluate(operand, &context)
    if case .none = value { throw OptionalChainEnded() }
    return value
  }

  /// A whole optional chain: its value, or `nil` where a bound value was `nil`.
  package func optionalChain(_ chain: Expression, _ context: inout Context) throws -> ScriptValue {
    do { return try evaluate(chain, &context) } catch is OptionalChainEnded { return .none }
  }

  /// ``optionalChain(_:_:)`` for a chain that suspends (`await analytics?.fetch(1)`).
  package func optionalChain(
    _ chain: Expression, _ context: inout Context,
    evaluating: (Expression, inout Context) async throws -> ScriptValue
  ) async throws -> ScriptValue {
    do { return try await evaluating(chain, &context) } catch is OptionalChainEnded {
      return .none
    }
  }
}
