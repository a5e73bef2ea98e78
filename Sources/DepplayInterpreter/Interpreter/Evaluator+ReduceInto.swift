import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `numbers.reduce(into: 0) { $0 += $1 }`: the closure runs once for each element, in
  /// order, given the running result as its `inout` first argument and the element as its
  /// second; the result is what the last pass left.
  func reduced(
    _ elements: [ScriptValue], into initial: ScriptValue, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard case .closure(let literal) = lastFunction(of: arguments, trailing: trailing),
      literal.boundParameters.count == 2
    else {
      throw RuntimeError(
        "reduce(into:_:) takes a closure of two arguments, the result ('inout') and an element",
        at: range, notes: ["write numbers.reduce(into: 0) { total, n in total += n }"])
    }
    let (result, element) = (literal.boundParameters[0], literal.boundParameters[1])
    var running = initial
    for value in elements {
      try tick(range, context)
      var inner = context.nested()
      inner.frame.bind(result, running)
      inner.frame.bind(element, value)
      _ = try execute(literal.body, &inner)
      running = try bounded(inner.frame.lookup(result) ?? running, at: range)
    }
    return running
  }
}
