extension Task where Success == Never, Failure == Never {
  /// Suspends `count` times, each time until a low-priority task has had a turn, so that
  /// other work that is ready (tasks just started, continuations just resumed) gets to run.
  ///
  /// A heuristic for tests of unstructured work, not a guarantee: prefer awaiting the work,
  /// or run the test under ``withMainSerialExecutor(operation:)-5sd0q``.
  ///
  /// ```swift
  /// model.startTimer()   // starts a Task
  /// await Task.megaYield()
  /// #expect(model.isTimerRunning)
  /// ```
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
