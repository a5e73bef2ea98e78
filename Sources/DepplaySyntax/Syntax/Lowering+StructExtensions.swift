import SwiftSyntax

extension Lowering {
  /// `extension Temperature { … }` at the top level, where `Temperature` is a plain struct
  /// declared at the top level of the same script: nothing to run (`[]`), since its members
  /// are the struct's, read with the struct's own (``extensionMembers(of:)``), as Swift
  /// reads an extension wherever it is in the file. `nil` when the extended type is not such
  /// a struct.
  package mutating func structExtension(_ syntax: ExtensionDeclSyntax, isTopLevel: Bool)
    throws(ParseError) -> [Statement]?
  {
    let name = syntax.extendedType.trimmedDescription
    guard
      Self.topLevelStruct(named: name, in: syntax) != nil
        || Self.isTopLevelClient(named: name, in: syntax),
      !Self.makesKey(syntax)
    else {
      return nil
    }
    try requireFileScope(syntax, isTopLevel: isTopLevel)
    return []
  }

  /// swiftc's error for an extension written inside a body.
  func requireFileScope(_ syntax: ExtensionDeclSyntax, isTopLevel: Bool) throws(ParseError) {
    guard !isTopLevel else { return }
    throw ParseError(
      "declaration is only valid at file scope", at: range(syntax.extensionKeyword),
      notes: ["write 'extension \(syntax.extendedType.trimmedDescription) { … }' at the top level"])
  }

  /// The members that the top-level extensions of the plain struct `declaration` (in the
  /// script `syntax` is in) add to it, and the protocols they conform it to.
  package mutating func addExtensionMembers(
    to declaration: inout StructDeclaration, from syntax: StructDeclSyntax
  ) throws(ParseError) {
    for extensionSyntax in Self.topLevelExtensions(of: declaration.name, in: syntax) {
      let makesKey = Self.makesKey(extensionSyntax)
      if !makesKey {
        try addConformances(of: extensionSyntax, to: &declaration)
      }
      for member in extensionSyntax.memberBlock.members {
        // A key type's values make the key (``collectKeyTypes(_:)``); the rest is the struct's.
        if makesKey, Self.keyValueName(of: member.decl) != nil { continue }
        if let variable = member.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
          variable.bindings.contains(where: { $0.accessorBlock == nil })
        {
          throw ParseError(
            "extensions must not contain stored properties", at: range(variable.bindings))
        }
        try structMember(member.decl, into: &declaration)
      }
    }
  }

  /// The protocols an extension of the plain struct `declaration` conforms it to, added to
  /// its conformances; what a plain struct cannot conform to is refused by name.
  private func addConformances(
    of extensionSyntax: ExtensionDeclSyntax, to declaration: inout StructDeclaration
  ) throws(ParseError) {
    try refuseAttributes(extensionSyntax.attributes, on: "an extension")
    if let generics = extensionSyntax.genericWhereClause {
      throw notSupported("a 'where' clause on an extension", at: generics)
    }
    for inherited in extensionSyntax.inheritanceClause?.inheritedTypes ?? [] {
      let written = inherited.type.trimmedDescription
      guard let conformance = StructDeclaration.Conformance(rawValue: written) else {
        throw notSupported(
          "an extension that conforms '\(declaration.name)' to '\(written)'", at: inherited,
          notes: [
            "an extension of a plain struct may conform it to Equatable, Hashable, Comparable,"
              + " Identifiable, Sendable or CustomStringConvertible"
          ])
      }
      if !declaration.conformances.contains(conformance) {
        declaration.conformances.append(conformance)
      }
    }
  }

  /// Whether the extension conforms its type to `DependencyKey` or `TestDependencyKey`: it
  /// registers a key (the key forms' lowering reads it), it does not add to a plain struct.
  static func makesKey(_ syntax: ExtensionDeclSyntax) -> Bool {
    (syntax.inheritanceClause?.inheritedTypes ?? []).contains {
      KeyConformance(rawValue: $0.type.trimmedDescription) != nil
    }
  }

  /// The protocols that make a type a dependency key.
  private enum KeyConformance: String {
    case dependencyKey = "DependencyKey"
    case testDependencyKey = "TestDependencyKey"
  }

  /// The top-level extensions of `name` in the script `node` is in.
  static func topLevelExtensions(of name: String, in node: some SyntaxProtocol)
    -> [ExtensionDeclSyntax]
  {
    guard let file = node.root.as(SourceFileSyntax.self) else { return [] }
    return file.statements.compactMap { item in
      guard let syntax = item.item.as(ExtensionDeclSyntax.self),
        syntax.extendedType.trimmedDescription == name
      else { return nil }
      return syntax
    }
  }

  /// Whether `name` is a `@DependencyClient` struct declared at the top level of the script
  /// `node` is in: its extensions' members are the client's (``client(_:)``).
  static func isTopLevelClient(named name: String, in node: some SyntaxProtocol) -> Bool {
    guard let file = node.root.as(SourceFileSyntax.self) else { return false }
    return file.statements.contains { item in
      guard let syntax = item.item.as(StructDeclSyntax.self), syntax.name.text == name else {
        return false
      }
      return syntax.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "DependencyClient"
      }
    }
  }

  /// The plain struct `name` declared at the top level of the script `node` is in (no
  /// attribute, no conformance but the plain ones: not a reducer, an error or a client).
  static func topLevelStruct(named name: String, in node: some SyntaxProtocol)
    -> StructDeclSyntax?
  {
    guard let file = node.root.as(SourceFileSyntax.self) else { return nil }
    for item in file.statements {
      guard let structSyntax = item.item.as(StructDeclSyntax.self), structSyntax.name.text == name
      else { continue }
      let conformances = structSyntax.inheritanceClause?.inheritedTypes ?? []
      let isPlain =
        structSyntax.attributes.isEmpty
        && conformances.allSatisfy {
          StructDeclaration.Conformance(rawValue: $0.type.trimmedDescription) != nil
            || (isKeyOfItsOwnValue(structSyntax)
              && KeyConformance(rawValue: $0.type.trimmedDescription) != nil)
        }
      return isPlain ? structSyntax : nil
    }
    return nil
  }
}
