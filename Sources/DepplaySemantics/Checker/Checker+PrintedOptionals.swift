import DepplaySyntax

/// Printed Optionals: the checker marks each printed expression (a `print` argument, an
/// interpolation) whose Swift type it knows to be an Optional, so that it prints as Swift
/// prints one (`Optional(3)`, `nil`), though the value itself carries no wrapper; and each
/// value an `if let` or `guard let` unwraps, which the export writes only for an Optional.
extension Checker {
  /// Marks `expression` (printed or unwrapped) when its type is an Optional.
  package mutating func noteKnownOptional(_ expression: Expression) {
    if let shape = printedOptional(expression) {
      resolutions.recordPrintedOptional(shape, at: expression.range)
    }
  }

  /// Marks the arguments a built-in type's initializer takes as printed text
  /// (`String(describing: count)`), as ``noteKnownOptional(_:)`` marks `print`'s.
  package mutating func noteDescribedArguments(of callee: Expression, _ arguments: [Argument]) {
    guard case .type? = builtinCallee(callee), case .name(let name, _) = callee,
      let construction = Builtin.construction(of: name)
    else { return }
    let labels = arguments.map(\.label)
    for initializer in construction.initializers where initializer.labels == labels {
      for (parameter, argument) in zip(initializer.parameters, arguments) {
        if case .described = parameter.type { noteKnownOptional(argument.value) }
      }
    }
  }

  /// How a value of `expression`'s type prints when the checker knows the type is an
  /// Optional: a local declared with one (the innermost declaration of its name, so an
  /// `if let` of the same name unwraps it), an optional chain, a `try?`.
  private func printedOptional(_ expression: Expression) -> PrintedOptional? {
    switch expression {
    case .name(let name, _):
      guard let index = scopes.lastIndex(where: { $0.contains(name) }) else { return nil }
      return optionalScopes[index][name]
    case .unary(.optionalChain, _, _), .unary(.handledTry(.optional), _, _):
      return .optional
    default:
      return nil
    }
  }
}
