import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `await receiver.method(…)` or `await method(…)` (in a model): a clock's `sleep`,
  /// `advance` or `run`, or an `async` model method, run on the unit's task. Other calls under
  /// `await` run as usual. `nil` when the callee is not one of these forms.
  package func awaitCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue? {
    if let value = try await bindTaskLocalAsync(
      callee, arguments: arguments, trailing: trailing, &context)
    {
      return value
    }
    switch callee {
    case _ where context.frame.resolutions.calledDependency(callee) == .fireAndForget:
      return try await fireAndForgetCall(
        callee, arguments: arguments, trailing: trailing, range: range, &context)
    case .member(_, _, let memberRange)
    where context.frame.resolutions.callee(at: memberRange)?.random != nil:
      return nil
    case .member(.name(let type, _), _, _)
    where context.frame.lookup(type) == nil && declaredStruct(type) != nil:
      // A struct's or caseless enum's static method (`await App.make()` outside the main
      // actor): called as it is without `await`.
      return nil
    case .member(let base, let name, let nameRange):
      let receiver = try await awaitValue(of: base, &context)
      let arguments = try await argumentsInOrder(arguments, &context)
      let methods = context.frame.resolutions.methods(at: nameRange)
      switch receiver {
      case .builtin(.clock(let clock)):
        return try await clockCall(
          methods?.clock, on: clock, arguments: arguments, range: range, &context)
      case .builtin(let value)
      where value.isScheduler && methods?.scheduler != .eraseToAnyScheduler:
        return try await schedulerCall(
          methods?.scheduler, on: value, arguments: arguments, range: range, &context)
      case .composable(let value):
        if let result = try await composableAwait(
          of: value, methods: methods, arguments: arguments, trailing: trailing, range: range,
          &context)
        {
          return result
        }
        return try callMember(
          name, of: receiver, nameRange: nameRange, arguments: arguments, trailing: trailing,
          range: range, &context)
      case .group(let group) where methods?.taskGroup == .next:
        return try await group.next() ?? ScriptValue.none
      case .group(let group) where methods?.taskGroup == .waitForAll:
        while try await group.next() != nil {}
        return .void
      case .group(let group) where methods?.value == .reduce || methods?.value == .reduceInto:
        // A group is an asynchronous sequence of its children's results, in the order they
        // finish: `await group.reduce(0, +)` combines them as an array's `reduce` does.
        var results: [ScriptValue] = []
        while let result = try await group.next() { results.append(result) }
        return try callValueMethod(
          name, of: nameRange, on: .list(results), base: base, arguments: arguments,
          trailing: trailing, range: range, &context) ?? .void
      case .model(let model) where model.isolation != nil && context.model !== model:
        return try await callActorMethod(
          name, on: model, arguments: arguments, range: range, &context)
      case .model(let model)
      where model.method(named: name, arguments: arguments).declaration?.isAsync == true:
        return try await callMethodAsync(
          name, on: model, arguments: arguments, range: range, &context)
      case .record(let record):
        if let result = try await callAsyncStructMethod(
          name, on: receiver, arguments: arguments, trailing: trailing, range: range, &context)
        {
          return result
        }
        if let result = try callStructMethod(
          name, on: receiver, base: base, arguments: arguments, trailing: trailing,
          range: range, &context)
        {
          return result
        }
        if let fieldName = try calledField(
          name, of: record, arguments: arguments, range: nameRange),
          let field = record[field: fieldName]
        {
          try requireEndpointMarks(fieldName, of: record, awaited: true, range: range, context)
          if let result = try await callAsyncClosure(
            try fieldValue(field, named: fieldName, range: nameRange, &context), named: fieldName,
            arguments: arguments, range: range, &context)
          {
            return result
          }
        }
        return try callMember(
          name, of: receiver, nameRange: nameRange, arguments: arguments, trailing: trailing,
          range: range, awaited: true, &context)
      default:
        // `await client.search(query: q).map(\.name)`: a method of the awaited value.
        if let result = try callValueMethod(
          name, of: nameRange, on: receiver, base: base, arguments: arguments,
          trailing: trailing, range: range, &context)
        {
          return result
        }
        return try callMember(
          name, of: receiver, nameRange: nameRange, arguments: arguments, trailing: trailing,
          range: range, &context)
      }
    case .name(let name, let nameRange):
      let resolution = context.frame.resolutions[nameRange]
      if case .builtin(let id) = resolution, case .function(.withKnownIssue) = id.kind,
        let trailing
      {
        return try await withKnownIssueAsync(
          arguments, body: trailing,
          range: .callSite(of: range, name: nameRange, arguments: arguments, trailing: trailing),
          &context)
      }
      if case .builtin(let id) = resolution, case .function(.withTaskCancellation) = id.kind,
        let trailing
      {
        return try await taskCancellationScope(arguments, body: trailing, range: range, &context)
      }
      if resolution == .local, let value = context.frame.lookup(name),
        case .closure(let closure) = value, closure.literal.isAsync
      {
        let arguments = try await argumentsInOrder(arguments, &context)
        return try await callAsyncClosure(
          value, named: name, arguments: arguments, range: range, &context)
      }
      if resolution == .function,
        let function = try declaredFunction(
          name, arguments: arguments, trailing: trailing, range: nameRange),
        function.declaration.isAsync
      {
        let arguments = try await argumentsInOrder(arguments, &context)
        return try await callFunctionAsync(
          function, named: name, arguments: arguments, range: range, &context)
      }
      if let result = try await dismissCall(
        name, nameRange: nameRange, arguments: arguments, range: range, &context)
      {
        return result
      }
      if resolution == .selfMember, let selfValue = context.frame.lookup("self"),
        case .record(let record) = selfValue,
        declaredStruct(record.name)?.declaration.method(
          named: name, arguments: arguments, trailing: trailing
        ).declaration?.isAsync == true
      {
        let arguments = try await argumentsInOrder(arguments, &context)
        return try await callAsyncStructMethod(
          name, on: selfValue, arguments: arguments, trailing: trailing, range: range, &context)
      }
      guard resolution == .modelMember, let model = context.model,
        model.method(named: name, arguments: arguments).declaration?.isAsync == true
      else {
        return nil
      }
      let arguments = try await argumentsInOrder(arguments, &context)
      return try await callMethodAsync(
        name, on: model, arguments: arguments, range: range, &context)
    default:
      return nil
    }
  }

  /// `arguments` with their suspensions done, in order (``evaluatingInOrder(_:_:)``).
  private func argumentsInOrder(_ arguments: [Argument], _ context: inout Context) async throws
    -> [Argument]
  {
    let values = try await evaluatingInOrder(arguments.map(\.value), &context)
    return zip(arguments, values).map { Argument(label: $0.label, value: $1, range: $0.range) }
  }

  /// `try await clock.sleep(for: d)`, `await clock.advance(by: d)`, `await clock.run()`.
  ///
  /// A `TestClock` sleep suspends until the script advances the clock; one nobody advances is
  /// reported as stuck when the script ends. `advance` and `run` settle on the script's
  /// executor: before waking anything, and after each woken sleeper, they wait until every
  /// unit is parked, so what runs when never depends on timing. Sleeps on real clocks (and unimplemented ones,
  /// which fall back to real time) keep the script's executor waiting for them.
  private func clockCall(
    _ method: Callee.Clock?, on clock: ScriptClock, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) async throws -> ScriptValue {
    let labels = arguments.map(\.label)
    let values = try arguments.map { try evaluate($0.value, &context) }
    var duration: Duration?
    if case .builtin(.duration(let value))? = values.first { duration = value }
    if let duration, !clock.canMove(by: duration) {
      throw RuntimeError(
        "\(clock.typeName) cannot move \(duration) from \(clock.now ?? .zero): its time would"
          + " pass \(ScriptClock.reachable.upperBound)", at: range,
        notes: ["a clock's time stays within .seconds(-Int.max) and .seconds(Int.max)"])
    }
    switch (method, labels) {
    case (.sleep?, ["for"]) where duration != nil:
      try requireMarks(
        on: "\(clock.typeName).sleep(for:)", isAsync: true, isThrowing: true, awaited: true,
        range: range, context)
      try await sleep(on: clock, for: duration ?? .zero, range: range, context)
    case (.advance?, ["by"]) where duration != nil, (.advance?, []), (.run?, []):
      guard let testClock = clock.testClock else {
        throw RuntimeError(
          "only a TestClock can be advanced; this is \(clock.typeName.withIndefiniteArticle)",
          at: range,
          notes: [
            "let clock = TestClock(), then withDependencies { $0.continuousClock = clock } operation: { … }"
          ])
      }
      // Every task that can sleep on the clock runs on the script's executor, so "let the
      // woken work run" is exact: wait until that executor has nothing left to run.
      let settle = { await self.executor.waitUntilIdle() }
      if method == .run {
        // The statement budget bounds an endless timer (each of its sleeps is a statement).
        await testClock.run(maximumSteps: .max, settle: settle)
      } else {
        await testClock.advance(to: testClock.now.advanced(by: duration ?? .zero), settle: settle)
      }
    default:
      throw RuntimeError(
        "unknown clock call: \(source.text(of: range))", at: range,
        notes: [
          "a clock knows sleep(for: .seconds(1)); a TestClock also advance(by: .seconds(1)) and run()"
        ])
    }
    return .void
  }

  /// `try await Task.sleep(for: d)` or `Task.sleep(nanoseconds: n)`: Swift's sleeps on the
  /// continuous clock, which is not a dependency: it sleeps on the real clock the live
  /// `continuousClock` is, in real time, whatever the script's dependencies hold, and a
  /// cancelled task's sleep throws `CancellationError`.
  package func taskSleep(
    _ duration: Expression, inNanoseconds: Bool, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    try requireTaskSleepMarks(inNanoseconds: inNanoseconds, awaited: true, range, context)
    let value = try await evaluateAsync(duration, &context)
    let length: Duration
    switch (value, inNanoseconds) {
    case (.int(let nanoseconds), true) where nanoseconds >= 0: length = .nanoseconds(nanoseconds)
    case (.builtin(.duration(let given)), false): length = given
    default:
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type '"
          + (inNanoseconds ? "UInt64" : "Duration") + "'", at: duration.range)
    }
    try await sleep(on: ScriptClock(base: ContinuousClock()), for: length, range: range, context)
    return .void
  }

  /// `await Task.yield()`: the task suspends and goes to the back of the script executor's
  /// queue, so every job that was ready before it runs first (the order Swift's cooperative
  /// executor gives); it does not wait for sleeping or blocked units.
  package func taskYield(range: SourceRange, _ context: Context) async throws -> ScriptValue {
    try requireTaskYieldMarks(awaited: true, range, context)
    await Task.yield()
    return .void
  }

  /// The `await` a `Task.yield()` needs (it is `async`).
  func requireTaskYieldMarks(awaited: Bool, _ range: SourceRange, _ context: Context) throws {
    try requireMarks(
      on: "Task.yield()", isAsync: true, isThrowing: false, awaited: awaited, range: range,
      context)
  }

  /// The `try` and `await` a `Task.sleep` needs (it is `async throws`).
  func requireTaskSleepMarks(
    inNanoseconds: Bool, awaited: Bool, _ range: SourceRange, _ context: Context
  ) throws {
    try requireMarks(
      on: inNanoseconds ? "Task.sleep(nanoseconds:)" : "Task.sleep(for:)", isAsync: true,
      isThrowing: true, awaited: awaited, range: range, context)
  }

  /// Sleeps `duration` on `clock`, the unit waiting for it; a cancelled sleep throws
  /// ``CancelledSleep``. A sleep in real time that ends while a test store's `send` settles
  /// waits for the script to be idle (``ScriptExecutor/realTimeSleepEnded()``).
  func sleep(
    on clock: ScriptClock, for duration: Duration, range: SourceRange, _ context: Context
  ) async throws {
    context.unit.wait(
      for: .clockSleep(duration, clock: clock.typeName.withIndefiniteArticle), at: range)
    defer { context.unit.wait(for: nil, at: range) }
    let realTime = clock.sleepsInRealTime
    if realTime { try checkRealTimeSleep(duration, at: range) }
    let deadline = realTime ? scriptTime() + duration : nil
    if realTime { executor.beginExternalWork() }
    defer { if realTime { executor.endExternalWork() } }
    do {
      try await clock.sleep(for: duration)
    } catch {
      throw CancelledSleep(at: range)
    }
    if realTime, await !executor.realTimeSleepEnded() { throw CancelledSleep(at: range) }
    // The blocks asyncAfter scheduled whose deadline passed while the unit slept.
    if let deadline { try await runDelayedBlocks(dueBy: deadline, context) }
  }
}
