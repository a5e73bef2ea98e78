import DepplaySyntax

extension Interpreter {
  /// Counts a thread or queue block about to run, refusing past
  /// ``Limits/maximumLiveThreads``.
  ///
  /// Each one's creator blocks until it ends, so work that keeps starting threads (a method
  /// whose `Thread` calls the method again) or queue blocks piles up blocked threads: without
  /// a limit it exhausts the process's threads or the dispatch pool and hangs.
  package func reserveThread(at range: SourceRange) throws {
    guard liveThreads.add(1, ordering: .relaxed).newValue <= limits.maximumLiveThreads else {
      liveThreads.subtract(1, ordering: .relaxed)
      throw RuntimeError(
        "too many threads and queue blocks running at once (the limit is"
          + " \(limits.maximumLiveThreads))", at: range,
        notes: [
          "each Thread and queue block blocks its creator until it ends;"
            + " one that starts another, again and again, never lets them end"
        ])
    }
  }

  /// Ends what ``reserveThread(at:)`` counted.
  package func releaseThread() { liveThreads.subtract(1, ordering: .relaxed) }
}
