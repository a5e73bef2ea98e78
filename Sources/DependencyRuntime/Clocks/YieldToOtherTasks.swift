/// Suspends the current task repeatedly, so work already scheduled (a `Task {}` about to reach
/// a sleep, a woken sleeper finishing its step) runs before the caller goes on.
///
/// Each round yields the caller's actor (so jobs queued there ahead of it run) and then waits
/// for a low-priority job on the global executor (so jobs queued there ahead of it start).
/// Both matter: `Clock.sleep` is nonisolated, so even a sleeper whose task is bound to an actor
/// registers and wakes on the global executor before hopping back. It is a strong heuristic,
/// not a proof, as in swift-clocks.
func yieldToOtherTasks(
  rounds: Int = 5, isolation: isolated (any Actor)? = #isolation
) async {
  for _ in 0..<rounds {
    await Task.yield()
    await Task.detached(priority: .background) { await Task.yield() }.value
  }
}
