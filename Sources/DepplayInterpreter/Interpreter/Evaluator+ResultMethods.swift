import DepplaySemantics
import DepplaySyntax

/// The methods of Swift's `Result` (``EnumDeclaration/swiftResult``) at run time, as Swift's:
/// `get()` gives the success's value or throws the failure, `map` and `mapError` transform
/// one side and keep the other, `flatMap` gives the closure's own `Result` for a success.
extension Interpreter {
  func resultMethod(
    _ method: ValueMethod, of result: EnumValue, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let payload = result.payload?.first?.value ?? .void
    let isSuccess = result.caseName == EnumDeclaration.swiftResult.cases[0].name
    switch method {
    case .get:
      try requireMarks(
        on: "get", isAsync: false, isThrowing: method.isThrowing, awaited: false, range: range,
        context)
      if isSuccess { return payload }
      throw try thrown(payload, at: range)
    case .map, .mapError:
      // The side the method does not transform passes through unchanged.
      guard isSuccess == (method == .map) else { return .enumCase(result) }
      let transform = try evaluate(lastFunction(of: arguments, trailing: trailing), &context)
      var transformed = result
      transformed.payload = [
        EnumValue.Part(
          label: nil,
          value: try callValue(transform, named: nil, values: [payload], range: range, &context))
      ]
      return .enumCase(transformed)
    case .flatMap:
      guard isSuccess else { return .enumCase(result) }
      let transform = try evaluate(lastFunction(of: arguments, trailing: trailing), &context)
      let next = try callValue(transform, named: nil, values: [payload], range: range, &context)
      guard case .enumCase(let value) = next, value.isSwiftResult else {
        throw RuntimeError(
          "flatMap's closure must give a Result, not \(next.typeName.withIndefiniteArticle)",
          at: range, notes: ["to transform the value alone, write map { … }"])
      }
      return next
    default:
      return .void
    }
  }
}
