import DepplaySemantics
import DepplaySyntax
import Dispatch
import Synchronization

/// A block `queue.asyncAfter(deadline:)` scheduled, kept until its deadline has passed.
///
/// A real block runs when its deadline passes, on its queue, whatever the program does then.
/// depplay runs it at the moments the script's time is seen to pass, so that its output
/// never depends on timing: when a sleep in real time ends (`Task.sleep`, a live clock's or
/// scheduler's), the blocks due by that sleep's deadline run first, earliest deadline first
/// (in the order written for equal deadlines), before the sleeper goes on; a
/// `DispatchSemaphore`'s `wait()` whose count is short runs the earliest block at once, the
/// script's time jumping to its deadline. One still waiting when the script ends never runs,
/// as in a program that returns before the deadline.
package struct DelayedBlock: Sendable {
  /// The queue that runs it.
  let target: DispatchTarget
  /// Its deadline on the script's time (``DelayedBlocks/now()``).
  let deadline: ContinuousClock.Instant
  /// The order of its `asyncAfter` call among the script's.
  let order: Int
  let body: ClosureLiteral
  /// The code that called `asyncAfter`, where its unit starts from.
  let creator: Context
  /// The `asyncAfter` call.
  let range: SourceRange

  /// Whether it runs before `other`: the earlier deadline, or the earlier call.
  func isBefore(_ other: DelayedBlock) -> Bool {
    (deadline, order) < (other.deadline, other.order)
  }
}

/// The blocks `asyncAfter` scheduled that have not run yet, and the script's time.
package struct DelayedBlocks: Sendable {
  private var waiting: [DelayedBlock] = []
  private var scheduled = 0
  /// How far the script's time runs ahead of the continuous clock: what the `wait()`s that
  /// ran a block before its deadline skipped.
  private var lead = Duration.zero

  /// The script's time: the continuous clock's, plus what waits skipped.
  func now() -> ContinuousClock.Instant { ContinuousClock.now + lead }

  /// Keeps a block for `queue` due `delay` after now.
  mutating func schedule(
    on target: DispatchTarget, after delay: Duration, body: ClosureLiteral, creator: Context,
    range: SourceRange
  ) {
    scheduled += 1
    waiting.append(
      DelayedBlock(
        target: target, deadline: now() + delay, order: scheduled, body: body,
        creator: creator, range: range))
  }

  /// Takes the block with the earliest deadline, moving the script's time to it if it lies
  /// ahead (a `wait()` waits that long).
  mutating func takeEarliest() -> DelayedBlock? {
    guard let first = waiting.indices.min(by: { waiting[$0].isBefore(waiting[$1]) }) else {
      return nil
    }
    let block = waiting.remove(at: first)
    lead += max(.zero, block.deadline - now())
    return block
  }

  /// Takes the earliest block due by `deadline`, if any.
  mutating func takeDue(by deadline: ContinuousClock.Instant) -> DelayedBlock? {
    let due = waiting.indices.filter { waiting[$0].deadline <= deadline }
    guard let first = due.min(by: { waiting[$0].isBefore(waiting[$1]) }) else { return nil }
    return waiting.remove(at: first)
  }
}

extension Interpreter {
  /// `queue.asyncAfter(deadline: .now() + delay) { … }`: keeps the block until its deadline
  /// passes (``DelayedBlock``).
  package func dispatchAfter(
    _ target: DispatchTarget, delay: DispatchDelay, body: ClosureLiteral, range: SourceRange,
    _ context: inout Context
  ) throws {
    var nanoseconds = 0
    if let amount = delay.amount {
      let value = try evaluate(amount, &context)
      let count: Double
      switch value {
      case .int(let number): count = Double(number)
      case .double(let number) where number.isFinite: count = number
      default:
        throw RuntimeError(
          "the delay of 'asyncAfter' is no number", at: amount.range,
          notes: ["write .now() + 0.5 (seconds) or .now() + .milliseconds(500)"])
      }
      nanoseconds = Int(exactly: (count * delay.unit.nanoseconds).rounded()) ?? Int.max
    }
    delayedBlocks.withLock {
      $0.schedule(
        on: target, after: .nanoseconds(nanoseconds), body: body, creator: context, range: range)
    }
  }

  /// `semaphore.wait()` and `semaphore.signal()`.
  func semaphoreMethod(
    _ method: ValueMethod, of semaphore: ScriptSemaphore, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    guard method == .wait else { return .int(semaphore.signal()) }
    guard !semaphore.take() else { return .void }
    while !semaphore.waiterMayGoOn {
      guard let block = delayedBlocks.withLock({ $0.takeEarliest() }) else {
        semaphore.putBack()
        throw RuntimeError(
          "'wait()' would wait for ever: nothing left could signal the semaphore", at: range,
          notes: [
            "no block asyncAfter scheduled is left to run; depplay runs the rest of the"
              + " script's work before it continues (the ordering model), so a signal must"
              + " come from code that already ran or from such a block"
          ])
      }
      if block.target == .main, DispatchQueue.getSpecific(key: onMainQueue) == true {
        throw RuntimeError(
          "'wait()' on the main queue for a block asyncAfter scheduled on the main queue"
            + " deadlocks", at: range,
          notes: ["schedule the block on DispatchQueue.global(), or wait off the main queue"])
      }
      // The waiter parks for the tasks the block started after its statement.
      if try runDelayed(block, context) { context.unit.spawns.record() }
    }
    return .void
  }

  /// The script's time now, from which a sleep in real time counts its deadline
  /// (``runDelayedBlocks(dueBy:_:)``).
  func scriptTime() -> ContinuousClock.Instant { delayedBlocks.withLock { $0.now() } }

  /// After a sleep in real time until `deadline` has ended: runs the blocks due by then,
  /// earliest first, before the sleeper goes on (their deadlines passed while it slept); the
  /// sleeper then waits until the tasks they started have run as far as they can, as their
  /// creator would (a block is nonisolated code), even when the sleeper is main-actor code.
  func runDelayedBlocks(dueBy deadline: ContinuousClock.Instant, _ context: Context)
    async throws
  {
    var spawned = false
    while let block = delayedBlocks.withLock({ $0.takeDue(by: deadline) }) {
      spawned = try runDelayed(block, context) || spawned
    }
    if spawned { await executor.waitUntilIdle() }
  }

  /// Runs `block` on its queue, in a unit of its own that starts outside every task-local
  /// scope; the code in `context` (a waiter, a sleeper) waits until it has finished. Whether
  /// the block started any work.
  private func runDelayed(_ block: DelayedBlock, _ context: Context) throws -> Bool {
    try reserveThread(at: block.range)
    defer { releaseThread() }
    let unit = try newUnit(
      block.target.unitKind, parent: block.creator.unit, range: block.range, parentWaits: false)
    runBlock(block.body, on: block.target, unit: unit, start: block.creator.spawning(unit))
    return unit.spawns.count > 0
  }
}
