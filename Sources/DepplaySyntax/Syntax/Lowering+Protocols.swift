import SwiftSyntax

extension Lowering {
  /// Reads the names of the script's top-level protocols before its statements, so that, as in
  /// a Swift file, a struct may conform to a protocol declared below it.
  package mutating func collectProtocolNames(_ items: CodeBlockItemListSyntax) {
    for item in items {
      guard case .decl(let declaration) = item.item,
        let protocolSyntax = declaration.as(ProtocolDeclSyntax.self)
      else { continue }
      protocolNames.insert(protocolSyntax.name.text)
    }
  }

  /// `protocol AnalyticsClient: Sendable { func track(_ event: String) -> String; var name:
  /// String { get } }`: method and property requirements. An associated type, a `Self`
  /// requirement, a static or `mutating` requirement, an initializer and a refinement of
  /// another protocol than `Sendable` are refused by name.
  package mutating func protocolDeclaration(_ syntax: ProtocolDeclSyntax) throws(ParseError)
    -> ProtocolDeclaration
  {
    let name = syntax.name.text
    let refined = syntax.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if let other = refined.first(where: { $0 != "Sendable" }) {
      throw notSupported(
        "a protocol that refines '\(other)'", at: syntax.name,
        notes: ["depplay's protocols may refine Sendable: protocol \(name): Sendable { … }"])
    }
    if let clause = syntax.primaryAssociatedTypeClause {
      throw notSupported("a protocol with a primary associated type", at: clause)
    }
    var requirements: [ProtocolDeclaration.Requirement] = []
    for member in syntax.memberBlock.members {
      requirements.append(try requirement(member.decl, of: name))
    }
    return ProtocolDeclaration(
      name: name, nameRange: range(syntax.name), refined: refined, requirements: requirements,
      range: range(syntax))
  }

  /// One requirement: `func name(…) -> Type` or `var name: Type { get }` (or `{ get set }`).
  private mutating func requirement(_ syntax: DeclSyntax, of protocolName: String)
    throws(ParseError) -> ProtocolDeclaration.Requirement
  {
    let note =
      "depplay's protocols have method and property requirements: func track(_ event: String)"
      + " -> String, var name: String { get }"
    if let function = syntax.as(FunctionDeclSyntax.self), function.modifiers.isEmpty,
      function.genericParameterClause == nil, function.body == nil,
      !function.signature.trimmedDescription.contains("Self")
    {
      let parameters = try parameters(function.signature.parameterClause)
      return .init(
        name: function.name.text, kind: .method(labels: parameters.map(\.label)),
        spelling: function.trimmedDescription, range: range(function))
    }
    if let variable = syntax.as(VariableDeclSyntax.self), variable.modifiers.isEmpty,
      variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self),
      binding.typeAnnotation != nil, binding.accessorBlock != nil,
      binding.typeAnnotation?.type.trimmedDescription.contains("Self") == false
    {
      return .init(
        name: name.identifier.text, kind: .property, spelling: variable.trimmedDescription,
        range: range(variable))
    }
    let written = syntax.trimmedDescription.prefix { !$0.isNewline }
    let what =
      syntax.is(AssociatedTypeDeclSyntax.self)
      ? "an associated type in a protocol ('\(written)')"
      : "this requirement of protocol '\(protocolName)' ('\(written)')"
    throw notSupported(what, at: syntax, notes: [note])
  }
}
