import DepplaySyntax

extension Checker {
  /// A `for` loop: its sequence, its `for case` pattern, then its `where` condition and its
  /// body, where the names the loop binds are in scope.
  package mutating func check(_ loop: ForLoop) throws(CheckError) {
    if loop.isAwaited {
      try checkTimer(of: loop)
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
  /// `for await _ in clock.timer(interval: .seconds(1))`: the one asynchronous sequence
  /// depplay loops over, a clock's timer, in code that may suspend (elsewhere swiftc's
  /// error); its elements (the clock's instants) are not bound, and another sequence is
  /// refused by name.
  private mutating func checkTimer(of loop: ForLoop) throws(CheckError) {
    guard isAsync else {
      throw CheckError(
        "'async' in a function that does not support concurrency", at: loop.range,
        notes: ["loop over a timer in an effect, a Task { } or an async function"])
    }
    guard case .call(.member(let clock, "timer", _), let arguments, nil, _) = loop.sequence,
      arguments.count == 1, arguments[0].label == "interval"
    else {
      throw CheckError(
        "'for await' over this sequence ('\(source?.text(of: loop.sequence.range) ?? "")') is"
          + " not supported yet", at: loop.sequence.range,
        notes: [
          "depplay's asynchronous sequence is a clock's timer: clock.timer(interval: .seconds(1))"
        ])
    }
    guard loop.boundNames == ["_"], loop.condition == nil else {
      throw CheckError(
        "a timer's instants bound by 'for await' ('\(loop.boundNames.joined(separator: ", "))')"
          + " or a 'where' clause on its loop is not supported yet", at: loop.range,
        notes: ["write for await _ in clock.timer(interval: …), and read clock.now in its body"])
    }
    try check(clock)
    try check(arguments[0].value)
  }
}
