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
  // NB: @unchecked because every mutable field is guarded by `condition`.
  private let condition = NSCondition()
  private let storage = UnsafeMutablePointer<Guarded>.allocate(capacity: 1)

  /// What `condition` guards.
  private struct Guarded {
    var jobs: [UnownedJob] = []
    var head = 0
    /// Parked units, each resumed once by the loop (which returns only when none is left):
    /// unchecked continuations, since a checked one allocates a canary on every park.
    var idleWaiters: [UnsafeContinuation<Void, Never>] = []
    var externalWork = 0
    var idleHook: (@Sendable () -> Void)?
    var settleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Hosted calls whose task has not come back yet.
    var hostedCalls = 0
    /// Hosted calls running on their host now (not suspended in `settle`).
    var hostSegments = 0
  }

  /// The guarded fields, reached through an address: a class's stored properties are checked
  /// for exclusive access at run time on every access (~100 instructions each, ~9 a spawned
  /// task in the loop), which `condition` already ensures.
  private var guarded: Guarded {
    unsafeAddress { UnsafePointer(storage) }
    unsafeMutableAddress { storage }
  }

  /// Creates an executor; its loop runs when ``runUntilQuiescent()`` is called.
  package init() { storage.initialize(to: Guarded()) }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// Queues a job; the loop runs it in arrival order.
  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    guarded.jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Parks the calling task until no other job is runnable, then resumes it (the most recent
  /// waiter first, so work nests depth-first). It runs where its caller runs: a nonisolated
  /// function would hop to the generic executor on entry and its caller hop back after it,
  /// three executor checks a park, each under the task's status-record lock when the task
  /// prefers the script's executor (BENCHMARKS.md).
  nonisolated(nonsending) package func waitUntilIdle() async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      condition.lock()
      guarded.idleWaiters.append(continuation)
      condition.unlock()
    }
  }

  /// Installs `hook`, which the loop calls each time nothing here can run, before it calls
  /// the run quiescent: it lets work outside this executor that hands jobs back here run
  /// (the main actor's queue, where stores start and end their effects). It must return
  /// only once that work has run as far as it can without this executor.
  package func setIdleHook(_ hook: @escaping @Sendable () -> Void) {
    condition.lock()
    guarded.idleHook = hook
    condition.unlock()
  }

  /// Marks the start of a *hosted call*: the calling task is about to run on another
  /// executor (a store's main actor) code that must not overlap with this executor's jobs.
  /// Until the call suspends in ``settle(_:)`` or returns (``hostedCallReturned()``), the
  /// loop runs nothing; until the task is back (``endHostedCall()``), it waits for it
  /// instead of calling the run quiescent.
  package func beginHostedCall() {
    condition.lock()
    guarded.hostedCalls += 1
    guarded.hostSegments += 1
    condition.unlock()
  }

  /// Called on the host when a hosted call has done its work there: the loop may run jobs
  /// again while the task comes back.
  package func hostedCallReturned() {
    condition.lock()
    guarded.hostSegments -= 1
    condition.signal()
    condition.unlock()
  }

  /// Called by the task back on this executor after a hosted call.
  package func endHostedCall() {
    condition.lock()
    guarded.hostedCalls -= 1
    condition.signal()
    condition.unlock()
  }

  /// Called on the host by a hosted call: suspends it (resuming `continuation` later) until
  /// nothing can run here any more — every job run, real-time work ended, the idle hook run
  /// after the call suspended. Whatever the call waits for and has not happened then can
  /// only come from outside the script.
  package func settle(_ continuation: CheckedContinuation<Void, Never>) {
    condition.lock()
    guarded.hostSegments -= 1
    guarded.settleWaiters.append(continuation)
    condition.signal()
    condition.unlock()
  }

  /// Marks work in flight that brings a job back by itself (a live clock's sleep, a
  /// `TestClock` moving time): the loop waits for it instead of declaring the script stuck.
  package func beginExternalWork() {
    condition.lock()
    guarded.externalWork += 1
    condition.unlock()
  }

  /// Ends real-time work begun with ``beginExternalWork()``.
  package func endExternalWork() {
    condition.lock()
    guarded.externalWork -= 1
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs on the calling thread until nothing can run any more and no real-time work is
  /// in flight (quiescence). Returns then; whatever has not finished is stuck for good.
  package func runUntilQuiescent() {
    while true {
      condition.lock()
      while guarded.hostSegments > 0 || (!hasRunnableWork && guarded.externalWork > 0) {
        condition.wait()
      }
      if guarded.head < guarded.jobs.count {
        let job = guarded.jobs[guarded.head]
        guarded.head += 1
        if guarded.head == guarded.jobs.count {
          guarded.jobs.removeAll(keepingCapacity: true)
          guarded.head = 0
        }
        condition.unlock()
        job.runSynchronously(on: asUnownedTaskExecutor())
        continue
      }
      if let waiter = guarded.idleWaiters.popLast() {
        condition.unlock()
        waiter.resume()
        continue
      }
      // Nothing here can run: let outside work hand jobs back, then settle the hosted calls
      // that suspended before it ran.
      let hook = guarded.idleHook
      let settling = guarded.settleWaiters.count
      condition.unlock()
      hook?()
      condition.lock()
      if hasRunnableWork || guarded.hostSegments > 0 || guarded.externalWork > 0 {
        condition.unlock()
        continue
      }
      if settling > 0 {
        let settled = guarded.settleWaiters.prefix(settling)
        guarded.settleWaiters.removeFirst(settling)
        guarded.hostSegments += settling
        condition.unlock()
        for waiter in settled { waiter.resume() }
        continue
      }
      if guarded.settleWaiters.isEmpty, guarded.hostedCalls > 0 {
        // A hosted call is on its way back.
        condition.wait()
      }
      let waiting = !guarded.settleWaiters.isEmpty || guarded.hostedCalls > 0
      condition.unlock()
      if waiting { continue }
      return
    }
  }

  /// Whether a job or an idle waiter can run (called with `condition` locked).
  private var hasRunnableWork: Bool {
    guarded.head < guarded.jobs.count || !guarded.idleWaiters.isEmpty
  }
}
