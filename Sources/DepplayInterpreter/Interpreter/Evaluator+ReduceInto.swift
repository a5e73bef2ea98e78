import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `elements.reduce(into: initial) { result, element in … }`: the closure's first argument
  /// is the running result, `inout`: what the body leaves in it is the next step's, and the
  /// last is the call's value.
  func reducedInto(
    _ elements: [ScriptValue], arguments: [Argument], trailing: ClosureLiteral?,
    _ context: inout Context
  ) throws -> ScriptValue {
    var result = try evaluate(arguments[0].value, &context)
    let function = lastFunction(of: arguments, trailing: trailing)
    guard case .closure(let literal) = function, literal.boundParameters.count == 2 else {
      throw RuntimeError(
        "reduce(into:) takes a closure of two arguments, the result ('inout') and an element",
        at: function.range, notes: ["write numbers.reduce(into: 0) { sum, n in sum += n }"])
    }
    let (accumulator, element) = (literal.boundParameters[0], literal.boundParameters[1])
    for value in elements {
      var inner = context.nested()
      inner.frame.bind(accumulator, result)
      inner.frame.bind(element, value)
      _ = try execute(literal.body, &inner)
      if let changed = inner.frame.lookup(accumulator) { result = changed }
    }
    return result
  }
}
