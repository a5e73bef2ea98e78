import Dispatch
import Foundation
import Synchronization

/// The main actor's queue, which stores need while a script runs on its own thread (the
/// interpreter's, or an exported program's executor loop).
///
/// The script's thread hands work to it and waits for it (``perform(_:)``); the thread that
/// waits for a script (``wait(for:after:)``) runs it meanwhile if it is the main thread.
/// Nothing here waits for the script's thread, and nothing waits for the cooperative thread
/// pool, so a process whose pool is busy (a test process) cannot stall a script.
package enum MainQueue {
  /// Runs `body` on the main queue, after everything queued there so far, and returns its
  /// result. Called off the main thread, which must be running its queue (a test process's
  /// main thread does; a script's waiting main thread does in ``wait(for:after:)``).
  package static func perform<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<[T]>([])
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      let value = body()
      result.withLock { $0 = [value] }
      finished.signal()
    }
    finished.wait()
    return result.withLock { $0[0] }
  }

  /// Runs everything queued on the main queue so far.
  package static func drain() { perform {} }

  /// Calls `start` (which starts the script's thread), then waits for `done` (signalled by
  /// that thread, which then calls ``wake()``); on the main thread, runs the main queue
  /// meanwhile.
  ///
  /// The main thread must not be running a main-queue job itself (a `@MainActor` task):
  /// the queue would not run, and a script that uses a store would wait for ever.
  package static func wait(for done: DispatchSemaphore, after start: () -> Void) {
    start()
    guard Thread.isMainThread else { return done.wait() }
    while done.wait(timeout: .now()) == .timedOut {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }

  /// Wakes a main thread waiting in ``wait(for:after:)`` once the script is done.
  package static func wake() {
    DispatchQueue.main.async {}
  }
}
