/// An assignment through an optional chain, `$0.child?.count = 1`: Swift writes the place
/// when every `?` of the chain meets a value, and otherwise changes nothing (and does not
/// evaluate the value assigned).
extension Expression {
  /// The place the assignment writes once the chain met no `nil`, its `?`s taken out:
  /// `$0.child.count` of `$0.child?.count`; the expression itself when it holds no chain.
  package var unchainedPlace: Expression {
    switch self {
    case .unary(.optionalChain, let chain, _): chain.unchainedPlace
    case .unary(.optionalBind, let operand, _): operand.unchainedPlace
    case .member(let base, let name, let range):
      .member(base: base.unchainedPlace, name: name, range: range)
    case .subscripted(let base, let index, let fallback, let range):
      .subscripted(base: base.unchainedPlace, index: index, fallback: fallback, range: range)
    default: self
    }
  }

  /// The value the last `?` of an optional-chain place unwraps: `$0.child` of
  /// `$0.child?.count`, `a?.b` of `a?.b?.c`; `nil` when the place holds no `?`.
  package var lastOptionalBound: Expression? {
    switch self {
    case .unary(.optionalChain, let chain, _): chain.lastOptionalBound
    case .unary(.optionalBind, let operand, _): operand
    case .member(let base, _, _), .subscripted(let base, _, _, _): base.lastOptionalBound
    default: nil
    }
  }
}
