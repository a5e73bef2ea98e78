extension PrintedOptional {
  /// `value` as Swift prints a value of this shape.
  func describe(_ value: ScriptValue) -> String {
    switch (self, value) {
    case (.optional, .none): "nil"
    case (.optional, _): "Optional(\(value.debugDescription))"
    case (.elements, .list(let values)):
      "[" + values.map { Self.optional.describe($0) }.joined(separator: ", ") + "]"
    case (.elements, _): value.description
    }
  }
}

extension Interpreter {
  /// How `print` and an interpolation show `value`, the value of `expression`: as Swift
  /// prints an Optional where the checker marked the expression's type as one.
  func printed(_ value: ScriptValue, of expression: Expression, _ context: Context) -> String {
    guard let shape = context.frame.resolutions.printedOptional(at: expression.range) else {
      return value.description
    }
    return shape.describe(value)
  }
}
