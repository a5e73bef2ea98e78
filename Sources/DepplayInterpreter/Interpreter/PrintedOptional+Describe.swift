import DepplaySyntax

extension PrintedOptional {
  /// `value` as Swift prints a value of this shape.
  package func describe(_ value: ScriptValue) -> String {
    switch (self, value) {
    case (.optional, .none): "nil"
    case (.optional, _): "Optional(\(value.debugDescription))"
    case (.elements, .list(let values)):
      "[" + values.map { Self.optional.describe($0) }.joined(separator: ", ") + "]"
    case (.tuple(let shapes), .record(let tuple)) where tuple.fields.count == shapes.count:
      tuple.describe(
        writtenValues: zip(tuple.fields, shapes).map {
          $1?.describe($0.value) ?? $0.value.debugDescription
        })
    case (.elements, _), (.tuple, _): value.description
    }
  }
}

extension Interpreter {
  /// How `print` and an interpolation show `value`, the value of `expression`: as Swift
  /// prints an Optional where the checker marked the expression's type as one, else as
  /// ``printed(_:range:_:)`` does (a `CustomStringConvertible` struct by its description).
  package func printed(_ value: ScriptValue, of expression: Expression, _ context: inout Context)
    throws
    -> String
  {
    if let shape = context.frame.resolutions.printedOptional(at: expression.range) {
      return shape.describe(value)
    }
    return try printed(value, range: expression.range, &context)
  }
}
