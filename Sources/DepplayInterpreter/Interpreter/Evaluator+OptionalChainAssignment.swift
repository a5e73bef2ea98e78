import DepplaySyntax

extension Interpreter {
  /// Where an assignment to `target` writes: `target` itself, or, through an optional chain
  /// (`$0.child?.count = 1`), the place without its `?`s when the chain meets no `nil`;
  /// `nil` when it meets one, and then Swift neither evaluates the value nor writes (a
  /// presented state's case subscript reports its issue then).
  package func assignedPlace(_ target: Expression, _ context: inout Context) throws
    -> Expression?
  {
    if try missesPresentedCase(target, &context) { return nil }
    guard let bound = target.lastOptionalBound else { return target }
    if case .none = try optionalChain(bound, &context) { return nil }
    return target.unchainedPlace
  }
}
