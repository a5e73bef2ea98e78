import ComposableRuntime
import DepplaySyntax

extension Interpreter {
  /// `try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) { … }`: TCA's,
  /// the library's own, which runs the closure in a real task registered under the ID at the
  /// navigation path in force, so that `.cancel(id:)` (at the same store and child), or a
  /// later call with the same ID and `cancelInFlight`, cancels that task; the caller awaits its
  /// value, or the error it throws (a cancelled sleep's, which ends an `Effect.run` silently).
  /// The closure's code runs in the caller's unit: it is the caller's work, awaited in place.
  func taskCancellationScope(
    _ arguments: [Argument], body: ClosureLiteral, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    try requireMarks(
      on: "withTaskCancellation", isAsync: true, isThrowing: body.isThrowing, awaited: true,
      range: range, context)
    let id = try cancelID(arguments[0], &context)
    let cancelInFlight = try cancelInFlightFlag(arguments, &context)
    markInTree(.cancellable(id: id, cancelInFlight: cancelInFlight), range: range, context)
    let start = context.nested()
    let result = await withTaskCancellation(id: id, cancelInFlight: cancelInFlight) {
      () async -> Result<ScriptValue, any Error> in
      var inner = start
      do {
        return .success(try await self.executeAsync(body.body.statements[...], &inner).value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
