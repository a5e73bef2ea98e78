/// `await Result { try await … }`: the Composable Architecture's asynchronous
/// `Result(catching:)`, whose closure awaits and which the call itself awaits. Swift's own
/// `Result(catching:)` takes a synchronous closure; the checker accepts this form where the
/// program imports `ComposableArchitecture`, as TCA declares it.
extension Expression {
  /// The closure of `Result { … }` or `Result(catching: { … })` when its own code awaits;
  /// `nil` for any other expression.
  package var asyncResultCatchingBody: ClosureLiteral? {
    guard case .call(.name("Result", _), let arguments, let trailing, _) = self else { return nil }
    let body: ClosureLiteral?
    switch (arguments.first?.value, trailing) {
    case (nil, let closure?): body = closure
    case (.closure(let closure)?, nil) where arguments.areLabelled(.catching): body = closure
    default: body = nil
    }
    return body?.isAsync == true ? body : nil
  }
}
