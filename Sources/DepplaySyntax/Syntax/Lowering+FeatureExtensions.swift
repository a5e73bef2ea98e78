import SwiftSyntax

extension Lowering {
  /// `extension Feature { … }` at the top level, where `Feature` is a feature declared at the
  /// top level of the same script: nothing to run (`[]`), since its methods are the
  /// feature's, read with the feature's own (``addFeatureExtensionMembers(of:to:dependencies:)``).
  /// `nil` when the extended type is not such a feature.
  package mutating func featureExtension(_ syntax: ExtensionDeclSyntax, isTopLevel: Bool)
    throws(ParseError) -> [Statement]?
  {
    let name = syntax.extendedType.trimmedDescription
    guard let file = syntax.root.as(SourceFileSyntax.self),
      file.statements.contains(where: { item in
        guard let feature = item.item.as(StructDeclSyntax.self) else { return false }
        return feature.name.text == name && isFeature(feature)
      })
    else { return nil }
    try requireFileScope(syntax, isTopLevel: isTopLevel)
    return []
  }

  /// The methods that the top-level extensions of the feature `syntax` add to it
  /// (`extension Feature { static func announce(_ text: String) -> EffectOf<Feature> { … } }`,
  /// as TCA's docs write shared effect logic); another member of such an extension, a
  /// conformance or a `where` clause is refused by name.
  mutating func addFeatureExtensionMembers(
    of syntax: StructDeclSyntax, to feature: inout FeatureDeclaration,
    dependencies: Set<String>
  ) throws(ParseError) {
    for extensionSyntax in Self.topLevelExtensions(of: feature.name, in: syntax) {
      try refuseAttributes(extensionSyntax.attributes, on: "an extension")
      if let generics = extensionSyntax.genericWhereClause {
        throw notSupported("a 'where' clause on an extension", at: generics)
      }
      if let inherited = extensionSyntax.inheritanceClause?.inheritedTypes.first {
        throw notSupported(
          "an extension that conforms the feature '\(feature.name)' to"
            + " '\(inherited.type.trimmedDescription)'", at: inherited,
          notes: ["declare the conformance on the feature's struct"])
      }
      for member in extensionSyntax.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else {
          throw notSupported(
            "\(Self.memberKind(member.decl)) in an extension of a feature ('\(feature.name)')",
            at: member.decl,
            notes: [
              "an extension of a feature may add methods (static func name(…) -> Effect<Action>"
                + " { … }); declare the rest in the feature"
            ])
        }
        try featureFunction(function, into: &feature, dependencies: dependencies)
      }
    }
  }
}
