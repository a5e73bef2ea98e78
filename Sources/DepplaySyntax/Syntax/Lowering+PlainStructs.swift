import SwiftSyntax

extension Lowering {
  /// `struct User: Equatable, Sendable { let id: Int; var name: String; var isAdmin = false }`:
  /// stored properties, with or without initial values, and the members
  /// `Lowering+StructMembers.swift` reads (methods, computed properties, `init`s, static
  /// members, subscripts); its nested structs and enums are declared ahead of it
  /// (``nestedTypeStatements(in:)``). A member of another kind is refused by name.
  package mutating func plainStruct(
    _ syntax: StructDeclSyntax, conformances: [StructDeclaration.Conformance]
  ) throws(ParseError) -> StructDeclaration {
    let name = syntax.name.text
    var declaration = StructDeclaration(
      name: name, nameRange: range(syntax.name),
      genericParameters: try genericParameters(
        syntax.genericParameterClause, where: syntax.genericWhereClause),
      conformances: conformances, properties: [], range: range(syntax))
    let valuesMakeAKey = Self.isSelfValuedKey(syntax)
    for member in syntax.memberBlock.members {
      if valuesMakeAKey, Self.keyValueName(of: member.decl) != nil {
        continue  // the key's value (``collectKeyTypes(_:)``)
      } else if let variable = member.decl.as(VariableDeclSyntax.self), Self.hasObservers(variable)
      {
        declaration.properties.append(try observedProperty(variable, of: name))
      } else if let variable = member.decl.as(VariableDeclSyntax.self), Self.isStored(variable) {
        declaration.properties.append(try storedProperty(variable, of: name))
      } else if let alias = member.decl.as(TypeAliasDeclSyntax.self) {
        // `typealias Score = Int`: a name for the struct's annotations, which depplay reads
        // and does not check; the export writes it back.
        declaration.typeAliases.append(try typeAlias(alias))
      } else if isHoistedNestedType(member.decl, inFeature: false) {
        continue  // declared ahead of the struct (``nestedTypeStatements(in:)``)
      } else {
        try structMember(member.decl, into: &declaration)
      }
    }
    try addExtensionMembers(to: &declaration, from: syntax)
    var seen: Set<String> = []
    let declared =
      declaration.properties.map { ($0.name, $0.range) }
      + declaration.computedProperties.map { ($0.name, $0.range) }
      + declaration.staticProperties.map { ($0.name, $0.range) }
    for (member, place) in declared where !seen.insert(member).inserted {
      throw ParseError("invalid redeclaration of '\(member)'", at: place)
    }
    return declaration
  }

  /// Whether `syntax` declares a stored instance property (not `static`, no accessors).
  private static func isStored(_ syntax: VariableDeclSyntax) -> Bool {
    !syntax.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
      && syntax.bindings.allSatisfy { $0.accessorBlock == nil }
  }

  /// `let id: Int`, `var isAdmin = false`, `var name: String = ""`, or
  /// `@Dependency(\.key) var name`.
  package mutating func storedProperty(
    _ syntax: VariableDeclSyntax, of owner: String, allowsLazy: Bool = false
  ) throws(ParseError) -> StructDeclaration.Property {
    if let dependency = try dependencyProperty(syntax) {
      return .init(
        name: dependency.name, type: nil, typeShape: nil, initialValue: nil, isConstant: false,
        range: dependency.range, dependencyKeyPath: dependency.keyPath)
    }
    try refuseAttributes(syntax.attributes, on: "a property of a plain struct")
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first else {
      throw notSupported(
        "more than one name in one '\(syntax.bindingSpecifier.text)'", at: syntax.bindings)
    }
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      throw notSupported(
        "this pattern in a property", at: binding.pattern, notes: ["write var name: Type"])
    }
    let type = binding.typeAnnotation.map { spelledType($0.type) }
    let initialValue =
      try binding.initializer.map { (initializer) throws(ParseError) in
        let value = try expression(initializer.value)
        return type.map { annotated(value, as: $0) } ?? value
      } ?? implicitInitialValue(syntax)
    if type == nil, initialValue == nil {
      throw ParseError(
        "type annotation missing in pattern", at: range(binding),
        notes: ["a stored property of '\(owner)' has a type or an initial value: var \(name): Int"])
    }
    var property = StructDeclaration.Property(
      name: name, type: type, typeShape: binding.typeAnnotation.map { typeShape($0.type) },
      initialValue: initialValue,
      isConstant: syntax.bindingSpecifier.tokenKind == .keyword(.let), range: range(syntax),
      access: try access(of: syntax, allowsLazy: allowsLazy))
    let written = binding.typeAnnotation.map {
      $0.type.as(AttributedTypeSyntax.self)?.baseType ?? $0.type
    }
    property.isThrowingClosure =
      written?.as(FunctionTypeSyntax.self)?.effectSpecifiers?.throwsClause != nil
    return property
  }

  /// The access modifiers of a stored property (`private(set)`, `private`, `fileprivate`);
  /// `static` is another kind of member, `lazy` is passed over where it `allowsLazy` (a
  /// class's property), and other modifiers are refused by name.
  private func access(of syntax: VariableDeclSyntax, allowsLazy: Bool) throws(ParseError)
    -> MemberAccess
  {
    var spelled: [String] = []
    var access = MemberAccess.visible(spelling: nil)
    for modifier in syntax.modifiers {
      let setterOnly = modifier.detail?.detail.text == "set"
      switch modifier.name.tokenKind {
      case .keyword(.private) where setterOnly:
        spelled.append(modifier.trimmedDescription)
        access = .privateSetter(spelling: spelled.joined(separator: " "))
      case .keyword(.private):
        spelled.append(modifier.trimmedDescription)
        access = .hidden
      case .keyword(.fileprivate), .keyword(.internal), .keyword(.public), .keyword(.package):
        spelled.append(modifier.trimmedDescription)
        if case .visible = access { access = .visible(spelling: spelled.joined(separator: " ")) }
      case .keyword(.lazy) where allowsLazy:
        continue
      case .keyword(.lazy):
        throw notSupported(
          "a 'lazy var' in a struct", at: modifier,
          notes: [
            "a class may have one (final class …), or compute the value: var name: Type { … }"
          ])
      default:
        throw notSupported(
          "the modifier '\(modifier.trimmedDescription)' on a stored property", at: modifier,
          notes: ["a stored property may be 'private', 'private(set)' or 'fileprivate'"])
      }
    }
    return access
  }

  /// The access modifiers a declaration at a file's scope may have (`private let decoder =
  /// …`, `public func format(…)`): in a script, which is one file, each leaves it visible to
  /// the whole script (`private` at a file's scope means `fileprivate`).
  package static let fileScopeAccess: [TokenKind] = [
    .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public),
    .keyword(.package),
  ]

  /// Whether `syntax`'s modifiers are only access modifiers (`private(set)`, `fileprivate`).
  package static func hasOnlyAccessModifiers(_ syntax: VariableDeclSyntax) -> Bool {
    syntax.modifiers.allSatisfy { fileScopeAccess.contains($0.name.tokenKind) }
  }

  /// `nil`, the value Swift gives a `var` of an optional type declared without one (`var
  /// label: String?`); `nil` (no value) for any other property without one.
  package func implicitInitialValue(_ syntax: VariableDeclSyntax) -> Expression? {
    guard syntax.bindingSpecifier.tokenKind == .keyword(.var), syntax.bindings.count == 1,
      let binding = syntax.bindings.first, binding.initializer == nil,
      binding.accessorBlock == nil, let type = binding.typeAnnotation?.type,
      type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    else { return nil }
    return .nilLiteral(range: range(binding))
  }

  /// What a member that is not a stored property is, for its refusal.
  package static func memberKind(_ decl: DeclSyntax) -> String {
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
