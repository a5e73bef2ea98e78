import DepplaySemantics
import DepplaySyntax

/// `Result { try load() }` (Swift's `Result(catching:)`): the closure runs at once, and its
/// value is the success, or what it throws is the failure (a cancelled sleep's
/// `CancellationError` too, as Swift's catches every error). `await Result { try await … }`
/// (TCA's asynchronous `Result(catching:)`) runs its closure on the caller's task.
extension Interpreter {
  /// The `Result` the closure gives, or `nil` when `arguments` and `trailing` are not
  /// `Result`'s catching initializer (`Result { … }`, `Result(catching: { … })`).
  func resultCatching(
    arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue? {
    let body: Expression
    switch (arguments.count, trailing) {
    case (0, let closure?): body = .closure(closure)
    case (1, nil) where arguments.areLabelled(.catching):
      body = arguments[0].value
    default: return nil
    }
    let closure = try evaluate(body, &context)
    do {
      return try result(
        success: try callValue(closure, named: nil, values: [], range: range, &context),
        range: range)
    } catch {
      return try result(failure: error, range: range)
    }
  }

  /// The `Result` TCA's asynchronous catching initializer gives for `body`, a closure whose
  /// code awaits (``DepplaySyntax/Expression/asyncResultCatchingBody``).
  nonisolated(nonsending) func resultCatching(
    _ body: ClosureLiteral, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    guard case .closure(let closure) = try evaluate(.closure(body), &context) else {
      return .void
    }
    do {
      return try result(
        success: try await callAsyncClosure(
          closure, named: nil, values: [], range: range, &context), range: range)
    } catch {
      return try result(failure: error, range: range)
    }
  }

  /// `.success(value)` of Swift's `Result`.
  private func result(success value: ScriptValue, range: SourceRange) throws -> ScriptValue {
    let result = EnumDeclaration.swiftResult
    return try caseValue(result.cases[0], of: result, value: value, range: range)
  }

  /// `.failure(error)` of Swift's `Result`, the error a script can catch
  /// (``caughtValue(of:)``); any other `error` (depplay's own) is thrown on.
  private func result(failure error: any Error, range: SourceRange) throws -> ScriptValue {
    guard let value = Self.caughtValue(of: error) else { throw error }
    let result = EnumDeclaration.swiftResult
    return try caseValue(result.cases[1], of: result, value: value, range: range)
  }
}
