import ComposableRuntime
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
    var settleWaiters: [(continuation: CheckedContinuation<Void, Never>, until: EffectSettling)] =
      []
    /// Whether a real-time sleep that ends now waits before its unit goes on
    /// (``realTimeSleepEnded()``): from a settle ``EffectSettling/started`` until the next
    /// time nothing here can run and no such settle is waiting.
    var holdsTime = false
    /// Units whose real-time sleep ended while ``holdsTime``, in the order they ended, each
    /// resumed with whether it may go on (`false`: it was cancelled meanwhile).
    var heldSleepers: [(id: Int, continuation: UnsafeContinuation<Bool, Never>)] = []
    /// The ID last given to a held sleeper (``heldSleeperID()``), for its cancellation to
    /// find it.
    var nextSleeperID = 0
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
  /// Until the call suspends in ``settle(_:until:)`` or returns (``hostedCallReturned()``), the
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
  /// nothing can run here any more — every job run, the idle hook run after the call
  /// suspended, and real-time work ended (``EffectSettling/finished``) or not
  /// (``EffectSettling/started``: a real-time sleep that ends meanwhile is held until
  /// the script is next idle, so the call sees the same thing however fast the host is).
  /// Whatever the call waits for and has not happened then can only come from outside the
  /// script, or, with `.started`, from time passing.
  package func settle(_ continuation: CheckedContinuation<Void, Never>, until: EffectSettling) {
    condition.lock()
    guarded.hostSegments -= 1
    guarded.settleWaiters.append((continuation, until))
    if until == .started { guarded.holdsTime = true }
    condition.signal()
    condition.unlock()
  }

  /// Called by a unit whose real-time sleep has just ended: while a settle
  /// ``EffectSettling/started`` holds time, the unit waits until the script is next idle, as
  /// if its sleep had not ended yet (a test store's `send` returns before a live clock's
  /// sleep in the effect it started is over, as TCA's does). Otherwise it goes on at once.
  /// Returns `false` when the unit's task is cancelled while it waits: its sleep then counts
  /// as cancelled, as one that had not ended would be.
  nonisolated(nonsending) package func realTimeSleepEnded() async -> Bool {
    guard let id = heldSleeperID() else { return true }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Bool, Never>) in
        condition.lock()
        guard guarded.holdsTime, !Task.isCancelled else {
          condition.unlock()
          return continuation.resume(returning: !Task.isCancelled)
        }
        guarded.heldSleepers.append((id, continuation))
        condition.unlock()
      }
    } onCancel: {
      condition.lock()
      let index = guarded.heldSleepers.firstIndex { $0.id == id }
      let cancelled = index.map { guarded.heldSleepers.remove(at: $0).continuation }
      condition.unlock()
      cancelled?.resume(returning: false)
    }
  }

  /// An ID for a sleeper about to be held, or `nil` when time is not held.
  private func heldSleeperID() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard guarded.holdsTime else { return nil }
    guarded.nextSleeperID += 1
    return guarded.nextSleeperID
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
      while guarded.hostSegments > 0
        || (!hasRunnableWork && guarded.externalWork > 0 && !settlesStarted && !mayReleaseTime)
      {
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
      if hasRunnableWork || guarded.hostSegments > 0 {
        condition.unlock()
        continue
      }
      if guarded.settleWaiters.prefix(settling).contains(where: { $0.until == .started }) {
        // What runs without time passing has run: a send settles, sleeps or not.
        let early = guarded.settleWaiters.prefix(settling)
        let started = early.filter { $0.until == .started }
        guarded.settleWaiters =
          early.filter { $0.until == .finished } + guarded.settleWaiters.dropFirst(settling)
        guarded.hostSegments += started.count
        condition.unlock()
        for waiter in started { waiter.continuation.resume() }
        continue
      }
      if mayReleaseTime {
        guarded.holdsTime = false
        let held = guarded.heldSleepers
        guarded.heldSleepers.removeAll()
        condition.unlock()
        for sleeper in held { sleeper.continuation.resume(returning: true) }
        continue
      }
      if guarded.externalWork > 0 || settlesStarted {
        condition.unlock()
        continue
      }
      if settling > 0 {
        let settled = guarded.settleWaiters.prefix(settling)
        guarded.settleWaiters.removeFirst(settling)
        guarded.hostSegments += settling
        condition.unlock()
        for waiter in settled { waiter.continuation.resume() }
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

  /// Whether a hosted call waits to settle ``EffectSettling/started`` (called with
  /// `condition` locked).
  private var settlesStarted: Bool {
    guarded.settleWaiters.contains { $0.until == .started }
  }

  /// Whether time held for a settle ``EffectSettling/started`` may pass again (called with
  /// `condition` locked): no such settle waits, and no hosted call is on its way back (one
  /// that waits to settle ``EffectSettling/finished`` wants time to pass).
  private var mayReleaseTime: Bool {
    guarded.holdsTime && !settlesStarted
      && (guarded.hostedCalls == 0 || !guarded.settleWaiters.isEmpty)
  }
}
