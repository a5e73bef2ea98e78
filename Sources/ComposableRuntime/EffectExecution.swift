import Dispatch

/// Where effects run.
///
/// An effect's body is a nonisolated async closure: by default it runs on the global
/// concurrent executor, as in a TCA app. A `TestStore` (like TCA's, whose
/// `useMainSerialExecutor` is on by default) runs them one job at a time on the main queue
/// instead, so that what a test observes after `send`, `receive` or a `TestClock` advance
/// does not depend on thread timing. An interpreter that runs effects on an executor of its
/// own binds ``preferred`` around its calls into stores, and test stores keep it.
package enum EffectExecution {
  /// The task executor effects started here prefer; `nil` for the global executor.
  @TaskLocal package static var preferred: (any TaskExecutor)?
}

/// Runs every job it is given on the main dispatch queue, in order: the queue the main actor
/// runs on, so effect bodies interleave with the test's own main-actor code one job at a
/// time.
package final class MainSerialTaskExecutor: TaskExecutor {
  package static let shared = MainSerialTaskExecutor()

  package func enqueue(_ job: consuming ExecutorJob) {
    enqueue(UnownedJob(job))
  }

  /// Runs `job` on the main queue as a job of this executor: a job of a task that does not
  /// prefer it (``MainQueueTasks``) runs there just the same.
  package func enqueue(_ job: UnownedJob) {
    let executor = asUnownedTaskExecutor()
    DispatchQueue.main.async { job.runSynchronously(on: executor) }
  }
}
