import DependencyRuntime

extension Script {
  /// `try await clock.sleep(for: d)` in an exported program, written
  /// `try await script.sleeping(on: clock) { try await clock.sleep(for: d) }`.
  ///
  /// A sleep that ends by itself (on a real clock, an `ImmediateClock`, an unimplemented
  /// clock's real-time fallback) keeps the ``executor`` waiting for it, however long it
  /// lasts, as the interpreter waits; a sleep on a `TestClock` does not: only an `advance`
  /// ends it, and one that nothing advances is stuck when the script ends. A sleep in real
  /// time that ends while a test store's `send` settles waits for the script to be idle
  /// (``ScriptExecutor/realTimeSleepEnded()``).
  package func sleeping(
    on clock: any Clock<Duration>, _ sleep: () async throws -> Void
  ) async rethrows {
    guard !(clock is TestClock<Duration>) else { return try await sleep() }
    executor.beginExternalWork()
    defer { executor.endExternalWork() }
    try await sleep()
    // Cancelled while held (it counts as still asleep): sleeping again throws at once.
    if !(clock is ImmediateClock<Duration>), await !executor.realTimeSleepEnded() {
      try await sleep()
    }
  }

  /// `await clock.advance(by: d)` and `await clock.run()` in an exported program, written
  /// `await script.advancing { await clock.advance(by: d) }`: a `TestClock` lets woken work
  /// run by round trips through the global executor, during which the ``executor`` has
  /// nothing to run; it waits for the call to return instead of calling the script stuck.
  package func advancing(_ advance: () async -> Void) async {
    executor.beginExternalWork()
    defer { executor.endExternalWork() }
    await advance()
  }
}
