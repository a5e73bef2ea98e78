/// Swift's optional chaining, `analytics?.track("x")` and `state.child?.count`, is written
/// with two unary operators: `base?` (``UnaryOperator/optionalBind``) marks where the chain
/// unwraps an Optional, and the whole postfix chain that holds one is wrapped in
/// ``UnaryOperator/optionalChain``, the extent Swift gives it: when a bound value is `nil`,
/// the rest of the chain (its members, its calls and their arguments) is not evaluated, and
/// the chain's value is `nil`.
extension Expression {
  /// `base` and whether it is bound in an optional chain (`base?`), for a member or call.
  package var optionalBase: Expression? {
    if case .unary(.optionalBind, let operand, _) = self { operand } else { nil }
  }
}
