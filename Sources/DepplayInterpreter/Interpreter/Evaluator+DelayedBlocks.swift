import DepplaySemantics
import DepplaySyntax
import Dispatch
import Synchronization

/// A block `queue.asyncAfter(deadline:)` scheduled, kept until the script waits for it.
///
/// Its deadline orders it among the others and never makes it run: a real program's block
/// runs when its deadline passes, while the rest of the program runs, which no output could
/// show deterministically. So a block runs when the script waits on a `DispatchSemaphore`
/// whose count is short, the earliest deadline first (in the order written for equal
/// deadlines); one still waiting when the script ends never runs, as in a program that
/// returns before the deadline.
package struct DelayedBlock: Sendable {
  /// The queue that runs it.
  let target: DispatchTarget
  /// Its deadline, in nanoseconds after the `.now()` of its `asyncAfter` call.
  let delay: Int
  /// The order of its `asyncAfter` call among the script's.
  let order: Int
  let body: ClosureLiteral
  /// The code that called `asyncAfter`, where its unit starts from.
  let creator: Context
  /// The `asyncAfter` call.
  let range: SourceRange
}

/// The blocks `asyncAfter` scheduled that have not run yet.
package struct DelayedBlocks: Sendable {
  private var waiting: [DelayedBlock] = []
  private var scheduled = 0

  /// Keeps a block for `queue` due `delay` nanoseconds after its call.
  mutating func schedule(
    on target: DispatchTarget, after delay: Int, body: ClosureLiteral, creator: Context,
    range: SourceRange
  ) {
    scheduled += 1
    waiting.append(
      DelayedBlock(
        target: target, delay: delay, order: scheduled, body: body, creator: creator,
        range: range))
  }

  /// Takes the block with the earliest deadline (the first scheduled, among equal ones).
  mutating func takeEarliest() -> DelayedBlock? {
    let earliest = waiting.indices.min {
      (waiting[$0].delay, waiting[$0].order) < (waiting[$1].delay, waiting[$1].order)
    }
    guard let first = earliest else { return nil }
    return waiting.remove(at: first)
  }
}

extension Interpreter {
  /// `queue.asyncAfter(deadline: .now() + delay) { … }`: keeps the block for a later
  /// `wait()` (``DelayedBlock``).
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
      $0.schedule(on: target, after: nanoseconds, body: body, creator: context, range: range)
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
      try runDelayed(block, waiting: range, &context)
    }
    return .void
  }

  /// Runs `block` on its queue, in a unit of its own that starts outside every task-local
  /// scope; the waiter at `range` waits until it has finished, and parks for the tasks it
  /// started after its `wait()`.
  private func runDelayed(
    _ block: DelayedBlock, waiting range: SourceRange, _ context: inout Context
  )
    throws
  {
    if block.target == .main, DispatchQueue.getSpecific(key: onMainQueue) == true {
      throw RuntimeError(
        "'wait()' on the main queue for a block asyncAfter scheduled on the main queue"
          + " deadlocks", at: range,
        notes: ["schedule the block on DispatchQueue.global(), or wait off the main queue"])
    }
    try reserveThread(at: block.range)
    defer { releaseThread() }
    let unit = try newUnit(
      block.target.unitKind, parent: block.creator.unit, range: block.range, parentWaits: false)
    runBlock(block.body, on: block.target, unit: unit, start: block.creator.spawning(unit))
    context.unit.spawns.adopt(unit.spawns)
  }
}
