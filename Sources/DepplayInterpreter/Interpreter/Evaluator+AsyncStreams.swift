import DepplaySemantics
import DepplaySyntax

/// `AsyncStream`, run on Swift's own: the build closure gets the real stream's continuation,
/// `yield` and `finish` go to it, and `for await` reads the stream through its real iterator,
/// suspending the unit while the stream is empty and not finished. The units run on the
/// script's one serial executor, so what a loop reads, and when, is the same on every run.
extension Interpreter {
  /// `AsyncStream { continuation in … }`: makes the stream and calls the build closure with
  /// its continuation at once, before the initializer returns, as Swift's does (elements it
  /// yields are buffered, without limit, until a loop reads them).
  func asyncStream(building build: ScriptValue, range: SourceRange, _ context: inout Context)
    throws -> ScriptValue
  {
    let (stream, continuation) = AsyncStream<ScriptValue>.makeStream()
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

  /// `AsyncStream<Int>.makeStream()`: a real stream and its continuation, the tuple
  /// `(stream, continuation)` Swift's gives.
  func madeStream() -> ScriptValue {
    let (stream, continuation) = AsyncStream<ScriptValue>.makeStream()
    return .tuple([
      (label: "stream", value: .builtin(.asyncStream(stream))),
      (label: "continuation", value: .builtin(.streamContinuation(continuation))),
    ])
  }

  /// `continuation.yield(value)` and `continuation.finish()`.
  func continuationMethod(
    _ method: ValueMethod, of continuation: AsyncStream<ScriptValue>.Continuation,
    arguments: [Argument], _ context: inout Context
  ) throws -> ScriptValue {
    guard method == .yield else {
      continuation.finish()
      return .void
    }
    let element = try evaluate(arguments[0].value, &context)
    // The stream keeps the element until a loop reads it, however many are waiting: each is
    // a value's slot the memory budget counts.
    try charge(bytes: MemoryLayout<ScriptValue>.stride, at: arguments[0].range)
    continuation.yield(element)
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
      // A task group is an AsyncSequence of its children's values, in the order they finish.
      while let element = try await group.next() {
        if let end = try await asyncPass(of: loop, with: element, &passes) { return end }
      }
      return .normal(.void)
    }
    let stream: AsyncStream<ScriptValue>
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
    var elements = stream.makeAsyncIterator()
    while let element = await elements.next() {
      guard try kept(element, by: isIncluded, at: loop.sequence.range, &context) else { continue }
      if let end = try await asyncPass(of: loop, with: element, &passes) { return end }
    }
    return .normal(.void)
  }
}
