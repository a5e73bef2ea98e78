import DependencyRuntime
import DepplaySupport
import DepplaySyntax

extension Interpreter {
  /// `await fireAndForget { … }` or `await self.fireAndForget { … }`, where the callee is
  /// what the checker resolved to the `fireAndForget` dependency (under any name:
  /// `@Dependency(\.fireAndForget) var later`).
  ///
  /// The runtime's `FireAndForget` in force does the work, as swift-dependencies' does: live,
  /// it starts a task for the work and returns at once, dropping what the work throws; the
  /// test value awaits that task and reports what the work throws as an issue. The task
  /// copies the caller's task-locals (its dependencies) and prefers the script's executor
  /// (``FireAndForget/preferredExecutor``), so it starts behind the caller, which goes on
  /// until it suspends or ends, the same way every run. The work is a unit of its own
  /// (`[fireAndForget 2]`), which the caller does not park for: the runtime, not the
  /// statement, starts it.
  package func fireAndForgetCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    let name = context.frame.resolutions.source.text(of: callee.range)
    guard case .builtin(.fireAndForget(let fireAndForget)) = try evaluate(callee, &context) else {
      throw RuntimeError(
        "'\(name)' does not hold the fireAndForget dependency", at: callee.range)
    }
    guard arguments.isEmpty, let trailing else {
      throw RuntimeError(
        "this call of '\(name)' is not supported yet: depplay's tasks have no name or priority",
        at: range, notes: ["write await \(name) { … }"])
    }
    let unit = try newUnit(.fireAndForget, parent: context.unit, range: range, parentWaits: false)
    let start = context.spawning(unit, inheritsIsolation: true)
    let body = spawnedBody(trailing, start: start)
    let work: @Sendable () async throws -> Void = {
      var thrown: ScriptThrow?
      _ = await self.enter(unit, bucket: start.bucket) {
        do { return try await body() } catch let error as ScriptThrow {
          // The runtime's value drops it or reports it: the unit does not report it uncaught.
          thrown = error
          return .void
        }
      }
      if let thrown { throw WorkError(value: thrown.value) }
    }
    context.unit.wait(for: .taskValue(label: unit.info.label), at: range)
    await FireAndForget.$preferredExecutor.withValue(executor) {
      await fireAndForget(work)
    }
    context.unit.wait(for: nil, at: range)
    return .void
  }
}

/// What the work threw, as the runtime's value sees it: described as Swift prints the error
/// (`Oops()`).
private struct WorkError: Error, CustomStringConvertible {
  let value: ScriptValue

  var description: String { value.description }
}
