import SwiftSyntax

/// One-sided ranges in an array's subscript (`items[1...]`, `items[..<n]`, `items[...2]`), as
/// Swift reads them against the array: `1...` runs to its end, `..<n` and `...2` start at its
/// first element. Each is lowered to the two-sided range it stands for
/// (`items[1..<items.count]`, `items[0..<n]`, `items[0...2]`), which the export writes back;
/// the array is then named twice, so it must be a name or a path of members (`state.items`).
/// A one-sided range anywhere else (`for i in 1...`, a value of its own) is refused by name.
extension Lowering {
  /// The two-sided range the one-sided range `index`, the index of a subscript of `base`,
  /// stands for; `nil` when `index` is not a one-sided range.
  mutating func partialRangeIndex(_ index: ExprSyntax, of base: Expression) throws(ParseError)
    -> Expression?
  {
    let lower: Expression
    let upper: Expression
    let op: RangeOperator
    if let postfix = index.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
      lower = try expression(postfix.expression)
      upper = .member(base: base, name: "count", range: range(postfix.operator))
      op = .halfOpen
    } else if let prefix = index.as(PrefixOperatorExprSyntax.self),
      let written = RangeOperator(rawValue: prefix.operator.text)
    {
      lower = .integer(value: 0, range: range(prefix.operator))
      upper = try expression(prefix.expression)
      op = written
    } else {
      return nil
    }
    guard case .name = base.memberPath.root else {
      throw notSupported(
        "a one-sided range ('\(index.trimmedDescription)') in a subscript of this value",
        at: index, notes: ["give the array a name first: let items = …; items[1...]"])
    }
    return .binary(operator: .range(op), left: lower, right: upper, range: range(index))
  }

  /// The refusal of the one-sided range `syntax` (`1...`, `..<n`) outside a subscript.
  func partialRangeRefusal(_ syntax: some ExprSyntaxProtocol) -> ParseError {
    notSupported(
      "a one-sided range ('\(syntax.trimmedDescription)') outside a subscript", at: syntax,
      notes: ["write both ends: 1..<items.count, or use it in a subscript: items[1...]"])
  }
}
