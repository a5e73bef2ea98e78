import ComposableRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax
import Foundation

extension Interpreter {
  /// `DispatchQueue.test` (a new `TestSchedulerOf<DispatchQueue>`) and
  /// `DispatchQueue.immediate`: the store library's schedulers for the `mainQueue` dependency.
  package func dispatchQueueMember(_ name: String, range: SourceRange) throws -> ScriptValue {
    switch DispatchQueueScheduler(rawValue: name) {
    case .test?: return .builtin(.testScheduler(DispatchQueue.test))
    case .immediate?: return .builtin(.scheduler(DispatchQueue.immediate))
    case nil:
      throw RuntimeError(
        "type 'DispatchQueue' has no member '\(name)'", at: range,
        notes: DidYouMean.note(
          for: name, among: DispatchQueueScheduler.allCases.map(\.rawValue)) + [
            "as a scheduler, DispatchQueue offers .test and .immediate"
          ])
    }
  }

  /// `.main` and `.immediate` where a scheduler is implied (`$0.mainQueue = .immediate`).
  package func schedulerImplicitMember(_ implied: Callee.ImpliedValue?) -> ScriptValue? {
    switch implied {
    case .main?: .builtin(.scheduler(.main))
    case .immediate?: .builtin(.scheduler(.immediate))
    default: nil
    }
  }

  /// `scheduler.eraseToAnyScheduler()`, the one synchronous method of a scheduler; the others
  /// suspend.
  package func schedulerMethod(
    _ name: String, _ method: Callee.Scheduler?, of value: BuiltinValue, arguments: [Argument],
    range: SourceRange
  ) throws -> ScriptValue {
    switch (value, method) {
    case (.testScheduler(let scheduler), .eraseToAnyScheduler?) where arguments.isEmpty:
      return .builtin(.scheduler(scheduler.eraseToAnyScheduler()))
    case (.scheduler, .eraseToAnyScheduler?) where arguments.isEmpty:
      return .builtin(value)
    default:
      throw RuntimeError(
        "\(value.typeName.withIndefiniteArticle)'s '\(name)' suspends: call it with 'await'",
        at: range,
        notes: [
          "write try await mainQueue.sleep(for: .seconds(1)) or await scheduler.advance(by: .seconds(1));"
            + " eraseToAnyScheduler() is the one method that does not suspend"
        ])
    }
  }

  /// `try await mainQueue.sleep(for: d)` on an erased scheduler, `await scheduler.advance(by:
  /// d)` on a test scheduler.
  ///
  /// A test scheduler's sleep suspends until the script advances it; `advance` settles on the
  /// script's executor as a `TestClock`'s does (before waking anything, and after each woken
  /// sleeper, it waits until every unit is parked), so nothing depends on timing. Only the
  /// live main queue sleeps in real time.
  package func schedulerCall(
    _ method: Callee.Scheduler?, on value: BuiltinValue, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    let labels = arguments.map(\.label)
    let values = try arguments.map { try evaluate($0.value, &context) }
    var duration: Duration?
    if case .builtin(.duration(let value))? = values.first { duration = value }
    if let duration, duration < .zero {
      throw RuntimeError(
        "\(value.typeName) cannot move back in time (\(duration))", at: range,
        notes: ["a scheduler's durations are zero or more: .seconds(1)"])
    }
    if let duration, !Self.canMove(value, by: duration) {
      throw RuntimeError(
        "\(value.typeName) cannot move \(duration): its time would pass"
          + " \(ScriptClock.reachable.upperBound)", at: range,
        notes: ["a scheduler's time stays within .seconds(Int.max)"])
    }
    switch (value, method, labels) {
    case (.scheduler(let scheduler), .sleep?, ["for"]) where duration != nil:
      try requireMarks(
        on: "\(value.typeName).sleep(for:)", isAsync: true, isThrowing: true, awaited: true,
        range: range, context)
      try await sleep(on: scheduler, for: duration ?? .zero, range: range, context)
    case (.testScheduler(let scheduler), .advance?, ["by"]) where duration != nil,
      (.testScheduler(let scheduler), .advance?, []):
      await scheduler.advance(by: duration ?? .zero) { await self.executor.waitUntilIdle() }
    case (.scheduler, .advance?, _):
      throw RuntimeError(
        "an erased scheduler cannot be advanced: advance the test scheduler itself", at: range,
        notes: [
          "let scheduler = DispatchQueue.test; $0.mainQueue = scheduler.eraseToAnyScheduler(); "
            + "await scheduler.advance(by: .seconds(1))"
        ])
    default:
      throw RuntimeError(
        "unknown scheduler call: \(source.text(of: range))", at: range,
        notes: [
          "a scheduler knows try await sleep(for: .seconds(1)); a test scheduler knows await advance(by: .seconds(1))"
        ])
    }
    return .void
  }

  /// Whether moving `value`'s time by `duration` (a test scheduler's advance or deadline)
  /// stays within ``ScriptClock/reachable``.
  private static func canMove(_ value: BuiltinValue, by duration: Duration) -> Bool {
    let now: Duration
    switch value {
    case .testScheduler(let scheduler): now = scheduler.now
    case .scheduler(let scheduler):
      guard case .test(let test) = scheduler.kind else { return true }
      now = test.now
    default: return true
    }
    return ScriptClock.reachable.contains(now + duration)
  }

  private func sleep(
    on scheduler: AnySchedulerOf<DispatchQueue>, for duration: Duration, range: SourceRange,
    _ context: Context
  ) async throws {
    context.unit.wait(
      for: .schedulerSleep(
        duration, scheduler: ValueText.describe(scheduler),
        isTest: ScriptScheduler.isTest(scheduler)),
      at: range)
    defer { context.unit.wait(for: nil, at: range) }
    let realTime = ScriptScheduler.sleepsInRealTime(scheduler)
    if realTime { try checkRealTimeSleep(duration, at: range) }
    let deadline = realTime ? scriptTime() + duration : nil
    if realTime { executor.beginExternalWork() }
    defer { if realTime { executor.endExternalWork() } }
    do {
      try await scheduler.sleep(for: duration)
    } catch {
      throw RuntimeError("the sleep was cancelled", at: range)
    }
    if realTime, await !executor.realTimeSleepEnded() {
      throw RuntimeError("the sleep was cancelled", at: range)
    }
    // The blocks asyncAfter scheduled whose deadline passed while the unit slept.
    if let deadline { try await runDelayedBlocks(dueBy: deadline, context) }
  }
}
