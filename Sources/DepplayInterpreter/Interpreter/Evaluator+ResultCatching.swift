import DepplaySemantics
import DepplaySyntax

/// `Result { try load() }` (Swift's `Result(catching:)`): the closure runs at once, and its
/// value is the success, or what it throws is the failure.
extension Interpreter {
  /// The `Result` the closure gives, or `nil` when `arguments` and `trailing` are not
  /// `Result`'s catching initializer (`Result { … }`, `Result(catching: { … })`).
  func resultCatching(
    arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue? {
    let body: Expression
    switch (arguments.count, trailing) {
    case (0, let closure?): body = .closure(closure)
    case (1, nil) where arguments.areLabelled(.catching):
      body = arguments[0].value
    default: return nil
    }
    let result = EnumDeclaration.swiftResult
    let closure = try evaluate(body, &context)
    do {
      let success = try callValue(closure, named: nil, values: [], range: range, &context)
      return try caseValue(result.cases[0], of: result, value: success, range: range)
    } catch let thrown as ScriptThrow {
      return try caseValue(result.cases[1], of: result, value: thrown.value, range: range)
    }
  }
}
