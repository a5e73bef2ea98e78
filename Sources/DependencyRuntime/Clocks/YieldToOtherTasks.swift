/// Suspends the current task several times, so work already scheduled (a `Task {}` about to
/// reach a sleep, a woken sleeper finishing its step) runs before the caller goes on.
///
/// On a serial executor each yield lets everything queued ahead run; on the global executor
/// it is a best effort, as it is in swift-clocks.
func yieldToOtherTasks(times: Int = 10) async {
  for _ in 0..<times {
    await Task.yield()
  }
}
