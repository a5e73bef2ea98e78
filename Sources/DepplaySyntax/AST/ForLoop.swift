/// `for name in sequence { … }`, `for (key, value) in dictionary { … }`,
/// `for case pattern in sequence where condition { … }`: the body runs once for each element
/// of the sequence that the pattern matches and for which the condition holds, with the
/// names the loop binds.
package struct ForLoop: Sendable {
  /// What each element is bound to.
  package enum Binding: Sendable {
    /// One name (`_` too), or the names of a tuple pattern (`(key, value)`): every element
    /// binds them.
    case names([String])
    /// `for case pattern in`: only the elements the pattern matches run a pass.
    case pattern(Pattern)
  }

  /// What each element is bound to.
  package var binding: Binding
  /// `where condition`: a pass runs only when it holds, with the loop's names bound.
  package var condition: Expression?
  /// The sequence walked.
  package var sequence: Expression
  /// Run for each element that passes.
  package var body: Block
  /// The whole statement.
  package var range: SourceRange
  /// `for await _ in clock.timer(interval: …)`, `for await x in stream`: the sequence is
  /// asynchronous, each element awaited (a clock's timer, its ticks; an `AsyncStream`).
  package var isAwaited = false
  /// `for try await x in stream`: each element is awaited with `try`, so a sequence that
  /// ends with an error (an `AsyncThrowingStream`'s, a throwing task group's) throws it out
  /// of the loop.
  package var isTried = false
  /// The loop's label (`outer:`), which a `break outer` or `continue outer` inside it names.
  package var label: String? = nil

  package init(
    binding: Binding, condition: Expression?, sequence: Expression, body: Block,
    range: SourceRange, isAwaited: Bool = false, isTried: Bool = false, label: String? = nil
  ) {
    self.binding = binding
    self.condition = condition
    self.sequence = sequence
    self.body = body
    self.range = range
    self.isAwaited = isAwaited
    self.isTried = isTried
    self.label = label
  }

  /// `for await _ in clock.timer(interval: …)`: the clock, the interval's argument and the
  /// call's range, when the loop awaits a clock's timer (any other awaited sequence is an
  /// `AsyncStream`'s, known only when it runs).
  package var timer: (clock: Expression, interval: Argument, range: SourceRange)? {
    guard isAwaited,
      case .call(.member(let clock, "timer", _), let arguments, nil, let range) = sequence,
      arguments.count == 1, arguments[0].label == "interval"
    else { return nil }
    return (clock, arguments[0], range)
  }

  /// Whether every element runs a pass: no `for case` pattern and no `where` clause.
  package var passesEveryElement: Bool {
    if case .names = binding, condition == nil { true } else { false }
  }

  /// The names the loop binds in its body (and its condition), in the order it binds them.
  package var boundNames: [String] {
    switch binding {
    case .names(let names): names
    case .pattern(let pattern): pattern.boundNames
    }
  }
}
