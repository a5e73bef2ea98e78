import SwiftSyntax

extension Lowering {
  /// `typealias UserID = Int`; a generic one (`typealias Pair<T> = (T, T)`) and attributes
  /// are refused by name.
  package func typeAlias(_ syntax: TypeAliasDeclSyntax) throws(ParseError) -> TypeAliasDeclaration {
    try refuseGenerics(syntax.genericParameterClause, of: "typealias", named: syntax.name.text)
    try refuseAttributes(syntax.attributes, on: "a typealias")
    if let modifier = syntax.modifiers.first {
      throw notSupported("'\(modifier.name.text)' on a typealias", at: modifier)
    }
    return TypeAliasDeclaration(
      name: syntax.name.text, nameRange: range(syntax.name),
      type: spelledType(syntax.initializer.value), range: range(syntax))
  }
}
