import ComposableRuntime
import DependencyRuntime
import DepplaySyntax

/// An `Effect.run`'s closures: `.run { send in … } catch: { error, send in … }`.
package struct EffectBody: Sendable {
  /// The operation.
  package let operation: ClosureLiteral
  /// The `catch:` handler, if any.
  package let handler: ClosureLiteral?
}

extension Interpreter {
  /// Runs an effect's operation in its unit; an error it throws goes as the library's
  /// `Effect.run` sends it (TCA.md TE7): to the `catch:` handler, run in the same unit with
  /// the same values (the library runs both inside the values it captured), or, without one,
  /// to an issue — "An "Effect.run" … threw an unhandled error" — at the statement that threw.
  /// An error thrown once the effect is cancelled is dropped.
  package func runOperation(
    of body: EffectBody, send: ComposableValue, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    do {
      return try await executeAsync(body.operation.body.statements[...], &context).value
    } catch let thrown as ScriptThrow {
      guard !Task.isCancelled else { return .void }
      guard let handler = body.handler else {
        let place = writtenPlace(of: range, context)
        let file = place.file.split(separator: "/").last ?? ""
        reportIssue(
          unhandledEffectErrorMessage(
            describing: thrown.value.debugDescription, fileID: String(file),
            line: UInt(place.line)))
        return .void
      }
      var inner = context.nested()
      inner.frame.bind(handler.parameters[0], thrown.value)
      inner.frame.bind(handler.parameters[1], .composable(send))
      return try await executeAsync(handler.body.statements[...], &inner).value
    }
  }
}
