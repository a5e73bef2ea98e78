import Foundation

/// The serial executor every script task runs on: one thread, one job at a time, in the
/// order jobs arrive.
///
/// Tasks are started with `Task(executorPreference:)` (and the detached, `async let` and
/// task-group children inherit or are given the preference), so they are real tasks that
/// happen to share one thread. The loop also keeps *idle waiters*: a unit that has just
/// spawned work parks itself until nothing else can run, which is how a spawned unit runs up
/// to its first suspension before its creator continues (the ordering model).
package final class ScriptExecutor: TaskExecutor, @unchecked Sendable {
  // NB: @unchecked because every mutable field below is guarded by `condition`.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var head = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  private var externalWork = 0

  /// Creates an executor; its loop runs when ``runUntilQuiescent()`` is called.
  package init() {}

  /// Queues a job; the loop runs it in arrival order.
  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Parks the calling task until no other job is runnable, then resumes it (the most recent
  /// waiter first, so work nests depth-first).
  package func waitUntilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      condition.lock()
      idleWaiters.append(continuation)
      condition.unlock()
    }
  }

  /// Marks work in flight that brings a job back by itself (a live clock's sleep, a
  /// `TestClock` moving time): the loop waits for it instead of declaring the script stuck.
  package func beginExternalWork() {
    condition.lock()
    externalWork += 1
    condition.unlock()
  }

  /// Ends real-time work begun with ``beginExternalWork()``.
  package func endExternalWork() {
    condition.lock()
    externalWork -= 1
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs on the calling thread until nothing can run any more and no real-time work is
  /// in flight (quiescence). Returns then; whatever has not finished is stuck for good.
  package func runUntilQuiescent() {
    while true {
      condition.lock()
      while head == jobs.count, idleWaiters.isEmpty, externalWork > 0 {
        condition.wait()
      }
      if head < jobs.count {
        let job = jobs[head]
        head += 1
        if head == jobs.count {
          jobs.removeAll(keepingCapacity: true)
          head = 0
        }
        condition.unlock()
        job.runSynchronously(on: asUnownedTaskExecutor())
      } else if let waiter = idleWaiters.popLast() {
        condition.unlock()
        waiter.resume()
      } else {
        condition.unlock()
        return
      }
    }
  }
}
