import DepplaySemantics
import DepplaySyntax

/// `AsyncStream` and `AsyncThrowingStream`, run on Swift's own (``ScriptStream``): the build
/// closure gets the real stream's continuation, `yield` and `finish` go to it, and `for await`
/// reads the stream through its real iterator, suspending the unit while the stream is empty
/// and not finished. The units run on the script's one serial executor, so what a loop reads,
/// and when, is the same on every run.
extension Interpreter {
  /// `AsyncStream { continuation in … }` (`AsyncThrowingStream` when `isThrowing`): makes the
  /// stream and calls the build closure with its continuation at once, before the initializer
  /// returns, as Swift's does (elements it yields are buffered, without limit, until a loop
  /// reads them).
  func asyncStream(
    building build: ScriptValue, isThrowing: Bool, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let (stream, continuation) = ScriptStream.make(isThrowing: isThrowing)
    _ = try callValue(
      build, named: nil, values: [.builtin(.streamContinuation(continuation))], range: range,
      &context)
    return .builtin(.asyncStream(stream))
  }

  /// Whether the closures of a stream's `filter`s all keep `element` (each called until one
  /// drops it, as Swift's filter of a filter does).
  private func kept(
    _ element: ScriptValue, by isIncluded: [ScriptValue], at range: SourceRange,
    _ context: inout Context
  ) throws -> Bool {
    for predicate in isIncluded {
      let verdict = try callValue(
        predicate, named: "filter", values: [element], range: range, &context)
      guard case .bool(let keeps) = verdict else {
        throw RuntimeError(
          "filter's closure gives \(verdict.typeName), not Bool", at: range)
      }
      if !keeps { return false }
    }
    return true
  }

  /// `AsyncStream<Int>.makeStream()` (`AsyncThrowingStream<Int, Error>.makeStream()` when
  /// `isThrowing`): a real stream and its continuation, the tuple `(stream, continuation)`
  /// Swift's gives.
  func madeStream(isThrowing: Bool) -> ScriptValue {
    let (stream, continuation) = ScriptStream.make(isThrowing: isThrowing)
    return .tuple([
      (label: "stream", value: .builtin(.asyncStream(stream))),
      (label: "continuation", value: .builtin(.streamContinuation(continuation))),
    ])
  }

  /// `continuation.yield(value)` (`continuation.yield()` of a stream of `Void`),
  /// `continuation.finish()` and an `AsyncThrowingStream`'s
  /// `continuation.finish(throwing: error)`.
  func continuationMethod(
    _ method: ValueMethod, of continuation: StreamContinuation, arguments: [Argument],
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    switch method {
    case .yield:
      // `continuation.yield()`, of an `AsyncStream<Void>`, hands it the empty tuple.
      let element = try arguments.first.map { try evaluate($0.value, &context) } ?? .void
      // The stream keeps the element until a loop reads it, however many are waiting: each is
      // a value's slot the memory budget counts.
      try charge(bytes: MemoryLayout<ScriptValue>.stride, at: arguments.first?.range ?? range)
      continuation.base.yield(element)
    case .finishThrowing:
      guard continuation.isThrowing else {
        throw RuntimeError(
          "argument passed to call that takes no arguments", at: arguments[0].value.range,
          notes: [
            "an AsyncStream ends without an error: write continuation.finish(), or make an"
              + " AsyncThrowingStream"
          ])
      }
      let error = try evaluate(arguments[0].value, &context)
      continuation.base.finish(throwing: ScriptThrow(value: error, at: range))
    default:
      continuation.base.finish()
    }
    return .void
  }

  /// `for await level in stream { … }`: a pass for each element the stream gives, in order,
  /// until it finishes (or the unit is cancelled, which ends the loop as it ends Swift's);
  /// `for await value in group { … }`: a pass for each child's value of a task group.
  nonisolated(nonsending) func streamLoop(_ loop: ForLoop, _ context: inout Context) async throws
    -> Flow
  {
    try tick(loop.range, context)
    let sequence = try await evaluateAsync(loop.sequence, &context)
    var passes = LoopPasses(of: loop.boundNames, in: context)
    if case .group(let group) = sequence {
      if group.isThrowing, !loop.isTried { throw unhandledThrows(of: loop, "a throwing group") }
      // A task group is an AsyncSequence of its children's values, in the order they finish.
      while let element = try await group.next() {
        if let end = try await asyncPass(of: loop, with: element, &passes) { return end }
      }
      return .normal(.void)
    }
    let stream: ScriptStream
    var isIncluded: [ScriptValue] = []
    switch sequence {
    case .builtin(.asyncStream(let plain)): stream = plain
    case .builtin(.filteredStream(let base, let predicates)):
      (stream, isIncluded) = (base, predicates)
    default:
      throw RuntimeError(
        "for-in loop requires '\(sequence.typeName)' to conform to 'AsyncSequence'",
        at: loop.sequence.range,
        notes: [
          "loop over an AsyncStream (for await element in stream) or a clock's timer"
            + " (for await _ in clock.timer(interval: .seconds(1)))"
        ])
    }
    if stream.isThrowing, !loop.isTried {
      throw unhandledThrows(of: loop, "an AsyncThrowingStream")
    }
    var elements = stream.elements.makeAsyncIterator()
    while let element = try await elements.next() {
      guard try kept(element, by: isIncluded, at: loop.sequence.range, &context) else { continue }
      if let end = try await asyncPass(of: loop, with: element, &passes) { return end }
    }
    return .normal(.void)
  }

  /// swiftc's error for `for await` without `try` over a sequence that throws (`what`).
  private func unhandledThrows(of loop: ForLoop, _ what: String) -> RuntimeError {
    RuntimeError(
      "call can throw, but the error is not handled", at: loop.sequence.range,
      notes: [
        "\(what) is read with for try await element in \(source.text(of: loop.sequence.range)) { … }"
      ])
  }
}

extension Interpreter {
  /// `continuation.onTermination = { termination in … }`: the real continuation's handler,
  /// which Swift calls once, synchronously, where the stream ends: in `finish()` before it
  /// returns, in the `cancel()` of the task reading it, or when the stream is dropped unread.
  /// Setting it again replaces it; setting it on an ended stream calls nothing. The closure
  /// runs with the context of the code that set it (its unit); what it throws (a limit
  /// passed) is the next statement's to report, as every unit stops there.
  func setTermination(
    of continuation: StreamContinuation, to handler: ScriptValue, range: SourceRange,
    _ context: Context
  ) throws {
    guard case .closure = handler else {
      throw RuntimeError(
        "cannot assign \(handler.typeName.withIndefiniteArticle) to 'onTermination'",
        at: range, notes: ["write continuation.onTermination = { termination in … }"])
    }
    let isThrowing = continuation.isThrowing
    continuation.base.onTermination = { termination in
      let ending: StreamTermination
      switch termination {
      case .finished(let error):
        ending = StreamTermination(
          wasCancelled: false, error: (error as? ScriptThrow)?.value, isThrowing: isThrowing)
      case .cancelled:
        ending = StreamTermination(wasCancelled: true, error: nil, isThrowing: isThrowing)
      @unknown default:
        return
      }
      var context = context
      _ = try? self.callValue(
        handler, named: "onTermination", values: [.builtin(.streamTermination(ending))],
        range: range, &context)
    }
  }
}
