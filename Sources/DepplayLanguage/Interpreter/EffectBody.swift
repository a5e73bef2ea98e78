import ComposableRuntime
import DependencyRuntime

/// An `Effect.run`'s closures: `.run { send in … } catch: { error, send in … }`.
struct EffectBody: Sendable {
  /// The operation.
  let operation: ClosureLiteral
  /// The `catch:` handler, if any.
  let handler: ClosureLiteral?
}

extension Interpreter {
  /// Runs an effect's operation in its unit; an error it throws goes as the library's
  /// `Effect.run` sends it (TCA.md TE7): to the `catch:` handler, run in the same unit with
  /// the same values (the library runs both inside the values it captured), or, without one,
  /// to an issue — "An "Effect.run" … threw an unhandled error" — at the statement that threw.
  /// An error thrown once the effect is cancelled is dropped.
  func runOperation(
    of body: EffectBody, send: Send<Action>, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    do {
      return try await executeAsync(body.operation.body.statements[...], &context).value
    } catch let thrown as ScriptThrow {
      guard !Task.isCancelled else { return .void }
      guard let handler = body.handler else {
        let file = source.name.split(separator: "/").last ?? ""
        reportIssue(
          unhandledEffectErrorMessage(
            describing: thrown.value.debugDescription, fileID: String(file),
            line: UInt(range.start.line)))
        return .void
      }
      var inner = context.nested()
      inner.frame.bind(handler.parameters[0], thrown.value)
      inner.frame.bind(handler.parameters[1], .composable(.send(send)))
      return try await executeAsync(handler.body.statements[...], &inner).value
    }
  }
}
