/// The isolation of one instance of a script's `actor`: a real Swift actor, so that code
/// outside it reaches the instance's methods and properties only by hopping onto it, one
/// piece of isolated code at a time, as a compiled actor's callers do.
///
/// It is a default actor: a task that prefers the script's executor runs the actor's code
/// there, so a hop keeps the script's order and its one thread. An `async` method's body
/// gives up the actor where it suspends, and other callers may run on it meanwhile (actors
/// are reentrant); its synchronous stretches hold it.
package actor ActorIsolation {
  package init() {}

  /// Runs `body` isolated to this actor: `body` inherits the isolation of its caller, this
  /// method, so it runs on the actor until it suspends.
  package func run(
    _ body: nonisolated(nonsending) @Sendable () async throws -> ScriptValue
  ) async throws -> ScriptValue {
    try await body()
  }

}
