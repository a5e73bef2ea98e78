import SwiftSyntax

extension Lowering {
  /// `typealias UserID = Int`; a generic one (`typealias Pair<T> = (T, T)`) and attributes
  /// are refused by name.
  func typeAlias(_ syntax: TypeAliasDeclSyntax) throws(ParseError) -> TypeAliasDeclaration {
    if let generics = syntax.genericParameterClause {
      throw notSupported(
        "a generic typealias ('typealias \(syntax.name.text)\(generics.trimmedDescription)')",
        at: generics)
    }
    if let attribute = syntax.attributes.first {
      throw notSupported(
        "the attribute '\(attribute.trimmedDescription)' on a typealias", at: attribute)
    }
    if let modifier = syntax.modifiers.first {
      throw notSupported("'\(modifier.name.text)' on a typealias", at: modifier)
    }
    return TypeAliasDeclaration(
      name: syntax.name.text, nameRange: range(syntax.name),
      type: spelledType(syntax.initializer.value), range: range(syntax))
  }
}
