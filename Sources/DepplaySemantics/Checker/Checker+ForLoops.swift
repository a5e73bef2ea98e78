import DepplaySyntax

extension Checker {
  /// A `for` loop: its sequence, its `for case` pattern, then its `where` condition and its
  /// body, where the names the loop binds are in scope.
  package mutating func check(_ loop: ForLoop) throws(CheckError) {
    if loop.isAwaited {
      try checkAwaited(loop)
    } else {
      try check(loop.sequence)
    }
    if case .pattern(let pattern) = loop.binding { try check(pattern) }
    if let condition = loop.condition {
      try inScope(loop.boundNames) { (checker: inout Checker) throws(CheckError) in
        try checker.check(condition)
      }
    }
    try check(loop.body, parameters: loop.boundNames)
  }
}

extension Checker {
  /// `for await _ in clock.timer(interval: .seconds(1))` or `for await x in stream`: the
  /// asynchronous sequences depplay loops over, a clock's timer and an `AsyncStream` (which
  /// the value tells when the loop runs), in code that may suspend (elsewhere swiftc's
  /// error). A timer's elements (the clock's instants) are not bound.
  private mutating func checkAwaited(_ loop: ForLoop) throws(CheckError) {
    guard isAsync else {
      throw CheckError(
        "'async' in a function that does not support concurrency", at: loop.range,
        notes: ["loop over a timer or a stream in an effect, a Task { } or an async function"])
    }
    guard let timer = loop.timer else {
      switch loop.sequence {
      case .list, .dictionary, .string, .binary(.range, _, _, _):
        // A literal sequence, which no `for await` reads.
        throw CheckError(
          "'for await' over this sequence ('\(source?.text(of: loop.sequence.range) ?? "")') is"
            + " not supported yet", at: loop.sequence.range,
          notes: [
            "depplay's asynchronous sequences are an AsyncStream (for await x in stream) and a"
              + " clock's timer (for await _ in clock.timer(interval: .seconds(1)))"
          ])
      default:
        try check(loop.sequence)
      }
      return
    }
    guard loop.boundNames == ["_"], loop.condition == nil else {
      throw CheckError(
        "a timer's instants bound by 'for await' ('\(loop.boundNames.joined(separator: ", "))')"
          + " or a 'where' clause on its loop is not supported yet", at: loop.range,
        notes: ["write for await _ in clock.timer(interval: …), and read clock.now in its body"])
    }
    try check(timer.clock)
    try check(timer.interval.value)
  }
}
