import SwiftSyntax

extension Lowering {
  /// `condition ? then : otherwise` in an operator sequence: the conditional operator binds
  /// looser than every other operator and groups to the right, so the sequence is split at
  /// its first `?`: what stands before it is the condition, what follows the `:` the
  /// otherwise operand (`a ? b : c ? d : e` is `a ? b : (c ? d : e)`). `nil` when the
  /// sequence holds none.
  package mutating func conditional(in elements: [ExprSyntax], whole: some SyntaxProtocol)
    throws(ParseError) -> Expression?
  {
    guard
      let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index > 0,
      index + 1 < elements.count
    else { return nil }
    try enterLink(ternary)
    defer { depth -= 1 }
    return .conditional(
      condition: try operatorSequence(Array(elements[..<index]), in: whole),
      then: try expression(ternary.thenExpression),
      otherwise: try operatorSequence(Array(elements[(index + 1)...]), in: whole),
      range: range(from: elements[0], to: elements[elements.count - 1]))
  }
}
