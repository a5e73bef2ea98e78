import DepplaySyntax

extension Interpreter {
  /// `for await _ in clock.timer(interval: .seconds(1)) { … }`: a clock's timer, as
  /// swift-clocks has it. Its ticks fall on the clock's time when the loop starts plus each
  /// multiple of the interval; each is a sleep on the clock until that time (so a `TestClock`
  /// advanced by 2.5 intervals gives two ticks, by less than one none), then a pass of the
  /// body. Cancelling the unit (`.cancel(id:)`, a cancelled task) ends the loop, as the
  /// sequence ends, and the code after it runs. Each pass is a statement of the budget, which
  /// bounds an endless timer.
  nonisolated(nonsending) func timerLoop(_ loop: ForLoop, _ context: inout Context) async throws
    -> Flow
  {
    try tick(loop.range, context)
    guard let (base, argument, callRange) = loop.timer else {
      throw RuntimeError("'for await' needs a clock's timer(interval:)", at: loop.sequence.range)
    }
    let receiver = try await evaluateAsync(base, &context)
    let interval = try await evaluateAsync(argument.value, &context)
    guard case .builtin(.clock(let clock)) = receiver else {
      throw RuntimeError(
        "value of type '\(receiver.typeName)' has no member 'timer'", at: base.range,
        notes: ["a clock has a timer: @Dependency(\\.continuousClock) var clock"])
    }
    guard case .builtin(.duration(let step)) = interval, step > .zero else {
      throw RuntimeError(
        "a timer's interval is a positive Duration, not \(interval.readDescription)",
        at: argument.range)
    }
    var passes = LoopPasses(of: loop.boundNames, in: context)
    var next = (clock.now ?? .zero) + step
    while true {
      try tick(loop.range, by: context.unit)
      let wait = clock.now.map { next - $0 } ?? step
      do {
        try await sleep(on: clock, for: max(wait, .zero), range: callRange, context)
      } catch is CancelledSleep {
        return .normal(.void)
      }
      next += step
      try passes.begin(with: .void, range: loop.range)
      if let end = try await executeAsync(loop.body.statements[...], &passes.context)
        .endingLoop(labelled: loop.label)
      {
        return end
      }
      passes.end()
    }
  }
}
