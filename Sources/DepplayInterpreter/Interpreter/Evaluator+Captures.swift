import DepplaySyntax

extension Interpreter {
  /// The context a closure made here runs over: for a closure with a capture list
  /// (`{ [count = state.count] … }`), a frame of its own over `context`'s holding the
  /// captured values, evaluated now, as Swift takes them when it makes the closure.
  package func capturing(_ literal: ClosureLiteral, _ context: Context) throws -> Context {
    guard !literal.captures.isEmpty else { return context }
    var evaluating = context
    let captured = context.nested()
    for capture in literal.captures {
      captured.frame.bind(capture.name, try evaluate(capture.value, &evaluating))
    }
    return captured
  }
}
