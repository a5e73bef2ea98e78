import SwiftSyntax

extension Lowering {
  /// Whether `syntax` is an enum without cases or conformances whose members are all `static`
  /// (a namespace): `@MainActor enum App { static let store = Store(…) { AppFeature() } }`.
  package static func isNamespace(_ syntax: EnumDeclSyntax) -> Bool {
    syntax.inheritanceClause == nil && syntax.genericParameterClause == nil
      && !syntax.memberBlock.members.isEmpty
      && syntax.memberBlock.members.allSatisfy { member in
        let modifiers =
          member.decl.as(VariableDeclSyntax.self)?.modifiers
          ?? member.decl.as(FunctionDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.static) } ?? false
      }
  }

  /// An enum ``isNamespace(_:)`` holds: its static members, read as a plain struct's are
  /// (a `static let` is made when first read), in a type that has no initializer. It may be
  /// `@MainActor`, as TCA's docs keep an app's store.
  package mutating func caselessEnum(_ syntax: EnumDeclSyntax) throws(ParseError)
    -> StructDeclaration
  {
    try refuseAttributes(syntax.attributes, on: "an enum", allowing: ["MainActor"])
    var declaration = StructDeclaration(
      name: syntax.name.text, nameRange: range(syntax.name), conformances: [], properties: [],
      range: range(syntax))
    declaration.isCaselessEnum = true
    declaration.isMainActor = hasMainActor(syntax.attributes)
    for member in syntax.memberBlock.members {
      try structMember(member.decl, into: &declaration)
    }
    return declaration
  }
}
