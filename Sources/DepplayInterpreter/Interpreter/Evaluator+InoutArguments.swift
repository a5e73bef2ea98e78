import DepplaySyntax

/// A call's `&balance` argument: the place it names, and the `inout` parameter that takes it.
package struct InoutPlace {
  /// The parameter's name in the body.
  package var parameter: String
  /// The place the argument names (`balance`, `account.balance`, `list[0]`).
  package var place: Expression
}

/// `inout` parameters, as Swift's copy-in copy-out: the body starts with the value of the
/// place each `&` argument names, and the value it leaves in the parameter is written back to
/// that place when the call returns or throws.
extension Interpreter {
  /// The values of a call's arguments, in the order written, each `&x` given to an `inout`
  /// parameter read from its place; and those places. Swift's error where an argument and its
  /// parameter disagree on `&`, or where the place cannot change. An integer literal given to
  /// a `Double` parameter is a `Double` (`deposit(10)` gives `10.0`), as Swift types it.
  func argumentValues(
    _ arguments: [Argument], of parameters: [FunctionParameter], chosen: [Int?],
    _ context: inout Context
  ) throws -> (values: [ScriptValue], places: [InoutPlace]) {
    var parameterOf: [Int: FunctionParameter] = [:]
    for (parameter, index) in zip(parameters, chosen) {
      if let index { parameterOf[index] = parameter }
    }
    var values: [ScriptValue] = []
    var places: [InoutPlace] = []
    for (index, argument) in arguments.enumerated() {
      let parameter = parameterOf[index]
      switch (argument.value, parameter?.isInout == true) {
      case (.unary(.inOut, let place, let range), true):
        try requireMutablePlace(place, at: range, context)
        try refuseAliasing(place, at: range, places)
        places.append(InoutPlace(parameter: parameter?.name ?? "", place: place))
        values.append(try evaluate(place, &context))
      case (.unary(.inOut, _, let range), false) where parameter != nil:
        throw RuntimeError(
          "'&' used with non-inout argument of type '\(parameter?.type ?? "")'", at: range,
          notes: ["pass the value itself, without '&'"])
      case (let value, true):
        throw RuntimeError(
          "passing value of type '\(parameter?.type ?? "")' to an inout parameter requires"
            + " explicit '&'", at: value.range,
          notes: ["write &\(source.text(of: value.range))"])
      default:
        values.append(try evaluate(argument.value, &context))
      }
    }
    for position in parameters.indices {
      for index in Self.argumentSpan(
        of: position, in: parameters, chosen: chosen, count: values.count)
      {
        if let number = parameters[position].converted(arguments[index].value) {
          values[index] = .double(number)
        }
      }
    }
    return (values, places)
  }

  /// Swift's error for two `&` arguments of one call that name the same place.
  private func refuseAliasing(
    _ place: Expression, at range: SourceRange, _ earlier: [InoutPlace]
  ) throws {
    let text = source.text(of: place.range)
    guard let previous = earlier.first(where: { source.text(of: $0.place.range) == text }) else {
      return
    }
    let start = previous.place.range.start
    throw RuntimeError(
      "inout arguments are not allowed to alias each other", at: range,
      notes: ["previous aliasing argument at \(start.line):\(start.column)"])
  }

  /// Swift's error for `&place` where `place` is no `var` (or path through one).
  private func requireMutablePlace(
    _ place: Expression, at range: SourceRange, _ context: Context
  ) throws {
    guard !context.frame.resolutions.isMutableReceiver(place.range) else { return }
    throw RuntimeError(
      "cannot pass immutable value as inout argument: \(Self.immutability(of: place))",
      at: range, notes: ["change 'let' to 'var' to make it mutable"])
  }

  /// Runs `body` (a call's body, in `inner`), then writes the value each `inout` parameter
  /// holds back to its place in `context`, also when the body throws.
  func writingBack<T>(
    _ places: [InoutPlace], from inner: inout Context, to context: inout Context,
    _ body: (inout Context) throws -> T
  ) throws -> T {
    guard !places.isEmpty else { return try body(&inner) }
    let result: T
    do {
      result = try body(&inner)
    } catch {
      try writeBack(places, from: inner, to: &context)
      throw error
    }
    try writeBack(places, from: inner, to: &context)
    return result
  }

  private func writeBack(_ places: [InoutPlace], from inner: Context, to context: inout Context)
    throws
  {
    for place in places {
      guard let value = inner.frame.lookup(place.parameter) else { continue }
      try writeBack(value, to: place.place, range: place.place.range, &context)
    }
  }
}
