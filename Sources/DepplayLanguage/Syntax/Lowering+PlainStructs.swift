import SwiftSyntax

extension Lowering {
  /// `struct User: Equatable, Sendable { let id: Int; var name: String; var isAdmin = false }`:
  /// stored properties, with or without initial values. A member of another kind (a method,
  /// a computed property, an `init`, a nested type) is refused by name.
  mutating func plainStruct(
    _ syntax: StructDeclSyntax, conformances: [StructDeclaration.Conformance]
  ) throws(ParseError) -> StructDeclaration {
    let name = syntax.name.text
    if let generics = syntax.genericParameterClause {
      throw notSupported(
        "a generic struct ('struct \(name)\(generics.trimmedDescription)')", at: generics)
    }
    var properties: [StructDeclaration.Property] = []
    for member in syntax.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else {
        throw notSupported(
          "\(Self.memberKind(member.decl)) in a plain struct", at: member.decl,
          notes: ["a plain struct holds stored properties: var name: String, let id = 1"])
      }
      properties.append(try storedProperty(variable, of: name))
    }
    var seen: Set<String> = []
    for property in properties where !seen.insert(property.name).inserted {
      throw ParseError("invalid redeclaration of '\(property.name)'", at: property.range)
    }
    return StructDeclaration(
      name: name, nameRange: range(syntax.name), conformances: conformances,
      properties: properties, range: range(syntax))
  }

  /// `let id: Int`, `var isAdmin = false`, `var name: String = ""`.
  private mutating func storedProperty(_ syntax: VariableDeclSyntax, of owner: String)
    throws(ParseError) -> StructDeclaration.Property
  {
    if let attribute = syntax.attributes.first {
      throw notSupported(
        "the attribute '\(attribute.trimmedDescription)' on a property of a plain struct",
        at: attribute)
    }
    if let modifier = syntax.modifiers.first(where: { $0.name.text == "static" }) {
      throw notSupported("a 'static' property in a plain struct", at: modifier)
    }
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first else {
      throw notSupported(
        "more than one name in one '\(syntax.bindingSpecifier.text)'", at: syntax.bindings)
    }
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      throw notSupported(
        "this pattern in a property", at: binding.pattern, notes: ["write var name: Type"])
    }
    guard binding.accessorBlock == nil else {
      throw notSupported(
        "a computed property in a plain struct ('\(name)')", at: binding,
        notes: ["a plain struct holds stored properties: var \(name): Type"])
    }
    let type = binding.typeAnnotation.map { writtenType($0.type) }
    let initialValue =
      try binding.initializer.map { (initializer) throws(ParseError) in
        try expression(initializer.value)
      } ?? implicitInitialValue(syntax)
    if type == nil, initialValue == nil {
      throw ParseError(
        "type annotation missing in pattern", at: range(binding),
        notes: ["a stored property of '\(owner)' has a type or an initial value: var \(name): Int"])
    }
    return .init(
      name: name, type: type, initialValue: initialValue,
      isConstant: syntax.bindingSpecifier.tokenKind == .keyword(.let), range: range(syntax))
  }

  /// `nil`, the value Swift gives a `var` of an optional type declared without one (`var
  /// label: String?`); `nil` (no value) for any other property without one.
  func implicitInitialValue(_ syntax: VariableDeclSyntax) -> Expression? {
    guard syntax.bindingSpecifier.tokenKind == .keyword(.var), syntax.bindings.count == 1,
      let binding = syntax.bindings.first, binding.initializer == nil,
      binding.accessorBlock == nil, let type = binding.typeAnnotation?.type,
      type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    else { return nil }
    return .nilLiteral(range: range(binding))
  }

  /// What a member that is not a stored property is, for its refusal.
  static func memberKind(_ decl: DeclSyntax) -> String {
    switch decl.as(DeclSyntaxEnum.self) {
    case .functionDecl(let function): "a method ('func \(function.name.text)')"
    case .initializerDecl: "an 'init'"
    case .structDecl(let nested): "a nested struct ('struct \(nested.name.text)')"
    case .enumDecl(let nested): "a nested enum ('enum \(nested.name.text)')"
    case .subscriptDecl: "a subscript"
    case .typeAliasDecl: "a 'typealias'"
    default: "this member ('\(decl.trimmedDescription.prefix(40))')"
    }
  }
}
