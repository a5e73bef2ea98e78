import ComposableRuntime
import Foundation

extension Script {
  /// `try await mainQueue.sleep(for: d)` in an exported program, written
  /// `try await script.sleeping(on: mainQueue) { try await mainQueue.sleep(for: d) }`, as a
  /// clock's sleep is: a sleep on the live main
  /// queue keeps the ``executor`` waiting for it (and, ending while a test store's `send`
  /// settles, waits for the script to be idle: ``ScriptExecutor/realTimeSleepEnded()``); one
  /// on a test scheduler does not (only an `advance` ends it), and `.immediate` and the
  /// unimplemented scheduler do not wait.
  package func sleeping(
    on scheduler: AnySchedulerOf<DispatchQueue>, _ sleep: () async throws -> Void
  ) async rethrows {
    guard case .main = scheduler.kind else { return try await sleep() }
    executor.beginExternalWork()
    defer { executor.endExternalWork() }
    try await sleep()
    // Cancelled while held (it counts as still asleep): sleeping again throws at once.
    if await !executor.realTimeSleepEnded() { try await sleep() }
  }
}
