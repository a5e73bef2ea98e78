import SwiftSyntax

/// The protocols a key type conforms to, as swift-dependencies names them.
package enum KeyConformance: String {
  /// `DependencyKey`: the key has a `liveValue`.
  case dependencyKey = "DependencyKey"
  /// `TestDependencyKey`: the key has a `testValue` (and no live value of its own).
  case testDependencyKey = "TestDependencyKey"

  /// The conformances among a declaration's inherited types.
  package static func all(in clause: InheritanceClauseSyntax?) -> Set<KeyConformance> {
    Set(clause?.inheritedTypes.compactMap { Self(rawValue: $0.type.trimmedDescription) } ?? [])
  }
}

/// swift-dependencies' own spelling of a key, the first thing its users write: a key type,
/// `enum NumberKey: DependencyKey { static let liveValue = 1 … }` (or a `struct`, or an
/// `extension Client: DependencyKey` of a type declared elsewhere, in as many pieces as the
/// script writes), and the property that names it, `extension DependencyValues { var number:
/// Int { get { self[NumberKey.self] } set { self[NumberKey.self] = newValue } } }`. Together
/// they are the key declaration that `dependency number { live: 1, … }` makes, lowered to the
/// same ``KeyDeclaration``.
package struct KeyType {
  /// `liveValue`, `previewValue` and `testValue`, where given.
  package var values: [SwiftKeyType.ValueName: Expression] = [:]
  /// The values declared as `static var name: Type { … }` (computed on each access).
  package var getters: Set<SwiftKeyType.ValueName> = []
  /// The key protocols its pieces conform to.
  package var conformances: Set<KeyConformance> = []
  /// Where the type's name is first written.
  package var nameRange: SourceRange
  /// Whether the type is declared for itself, and made a key only by extensions.
  package var extendsDeclaredType = true
  /// Whether an `extension DependencyValues` property names it.
  package var isNamed = false
  /// The `extension DependencyValues` property that names it, wherever the script declares it.
  package var propertyName: String?
  /// Whether the script reads it by its type, `@Dependency(Settings.self)`.
  package var isReadByType = false
}

extension Lowering {
  /// A top-level piece of a key type: `enum`/`struct Name: DependencyKey { … }` (or
  /// `TestDependencyKey`), or `extension Name: DependencyKey { … }`. Its name, conformances
  /// and members, or `nil` for any other declaration.
  private func keyPiece(_ declaration: DeclSyntax) -> (
    name: TokenSyntax, conformances: Set<KeyConformance>, members: MemberBlockSyntax,
    isExtension: Bool
  )? {
    let piece: (TokenSyntax, InheritanceClauseSyntax?, MemberBlockSyntax, isExtension: Bool)
    switch declaration.as(DeclSyntaxEnum.self) {
    case .enumDecl(let syntax):
      piece = (syntax.name, syntax.inheritanceClause, syntax.memberBlock, false)
    case .structDecl(let syntax):
      piece = (syntax.name, syntax.inheritanceClause, syntax.memberBlock, false)
    case .extensionDecl(let syntax):
      guard let type = syntax.extendedType.as(IdentifierTypeSyntax.self) else { return nil }
      piece = (type.name, syntax.inheritanceClause, syntax.memberBlock, true)
    default: return nil
    }
    let conformances = KeyConformance.all(in: piece.1)
    return conformances.isEmpty ? nil : (piece.0, conformances, piece.2, piece.isExtension)
  }

  /// Whether `declaration` is a struct that is a key and the type of its key's values
  /// (`struct TelemetryClient: TestDependencyKey { var record: … ; static let testValue =
  /// Self(…) }`), as swift-dependencies' interface modules declare one: its stored properties
  /// and other members are a plain struct's, its `liveValue`, `previewValue` and `testValue`
  /// the key's.
  static func isSelfValuedKey(_ declaration: some SyntaxProtocol) -> Bool {
    guard let syntax = declaration.as(StructDeclSyntax.self),
      !KeyConformance.all(in: syntax.inheritanceClause).isEmpty
    else { return false }
    return syntax.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        && variable.bindings.allSatisfy { $0.accessorBlock == nil }
    }
  }

  /// Whether `declaration` is a piece of a key type, which ``collectKeyTypes(_:)`` has read.
  package func isKeyPiece(_ declaration: DeclSyntax) -> Bool { keyPiece(declaration) != nil }

  /// The declarations a key type may be declared by: the script's top-level ones, and the
  /// members of its `extension DependencyValues` (`private enum NumberKey: DependencyKey`
  /// beside the property that names it), in the order the script writes them.
  private static func keyTypeScopes(_ items: CodeBlockItemListSyntax) -> [DeclSyntax] {
    items.flatMap { item -> [DeclSyntax] in
      guard case .decl(let declaration) = item.item else { return [] }
      guard let values = declaration.as(ExtensionDeclSyntax.self),
        values.extendedType.trimmedDescription == "DependencyValues"
      else { return [declaration] }
      return [declaration] + values.memberBlock.members.map(\.decl)
    }
  }

  /// Reads every key type of the script's top level (and of its `extension DependencyValues`)
  /// before its statements are lowered, so that, as in a Swift file, a key type may be
  /// declared (or extended) after the property that names it.
  package mutating func collectKeyTypes(_ items: CodeBlockItemListSyntax) throws(ParseError) {
    for declaration in Self.keyTypeScopes(items) {
      guard let piece = keyPiece(declaration) else { continue }
      let name = piece.name.text
      var key = keyTypes[name] ?? KeyType(nameRange: range(piece.name))
      key.conformances.formUnion(piece.conformances)
      // A struct that is its own key's value is declared for itself too (as a plain struct).
      key.extendsDeclaredType =
        key.extendsDeclaredType && (piece.isExtension || Self.isSelfValuedKey(declaration))
      // `extension Storage: DependencyKey { static let liveValue = …; static let mock = … }`:
      // of a plain struct's extension, the members other than the key's values are the
      // struct's (``addExtensionMembers(to:from:)`` reads them).
      let othersAreTheStruct =
        piece.isExtension
        ? Self.topLevelStruct(named: name, in: declaration) != nil
        : Self.isSelfValuedKey(declaration)
      for member in piece.members.members
      where !(othersAreTheStruct && Self.keyValueName(of: member.decl) == nil) {
        try keyMember(member, of: name, into: &key)
      }
      keyTypes[name] = key
    }
    for item in items {
      guard case .decl(let declaration) = item.item,
        let values = declaration.as(ExtensionDeclSyntax.self),
        values.extendedType.trimmedDescription == "DependencyValues"
      else { continue }
      for member in values.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self),
          case .accessors(let accessors)? = binding.accessorBlock?.accessors,
          let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
          let read = Self.keyTypeName(readBy: getter.body)
        else { continue }
        keyTypes[read]?.propertyName = name.identifier.text
      }
    }
    for (name, key) in keyTypes.sorted(by: { $0.value.nameRange.start < $1.value.nameRange.start })
    {
      let required: SwiftKeyType.ValueName =
        key.conformances.contains(.dependencyKey) ? .liveValue : .testValue
      guard key.values[required] != nil else {
        let conformance: KeyConformance =
          required == .liveValue ? .dependencyKey : .testDependencyKey
        throw ParseError(
          "type '\(name)' does not conform to protocol '\(conformance.rawValue)'",
          at: key.nameRange,
          notes: [
            "protocol requires property '\(required.rawValue)': add static let \(required) = …"
          ])
      }
    }
  }

  /// The refusal of a key type below the top level.
  package func nestedKeyTypeError(_ declaration: DeclSyntax) -> ParseError? {
    guard let piece = keyPiece(declaration) else { return nil }
    return notSupported(
      "a key type ('\(piece.name.text)') inside a body", at: piece.name,
      notes: ["declare keys at the top level of the script"])
  }

  /// `static let liveValue = …`, `static var testValue: Type { … }` of a key type.
  private mutating func keyMember(
    _ member: MemberBlockItemSyntax, of type: String, into key: inout KeyType
  ) throws(ParseError) {
    let memberNote =
      "a key type's members are static liveValue, previewValue and testValue"
      + " ('static let liveValue = …' or 'static var liveValue: Type { … }')"
    // `typealias Value = …` names the protocol's associated type, which the property's own
    // type annotation already gives the key.
    if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "Value" {
      return
    }
    guard let variable = member.decl.as(VariableDeclSyntax.self),
      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      throw notSupported(
        "this member of a key type ('\(member.decl.trimmedDescription.prefix { !$0.isNewline })')",
        at: member.decl, notes: [memberNote])
    }
    let memberName = identifier.identifier.text
    guard let name = SwiftKeyType.ValueName(rawValue: memberName) else {
      if let suggestion = DidYouMean.note(
        for: memberName, among: SwiftKeyType.ValueName.allCases.map(\.rawValue)
      ).first {
        throw ParseError(
          "unexpected '\(memberName)' in a key type", at: range(identifier),
          notes: [memberNote, suggestion])
      }
      throw notSupported(
        "the static member '\(memberName)' of a key type ('\(type)')", at: identifier,
        notes: [
          memberNote,
          "declare '\(memberName)' on the type of the key's value: struct Client { … }"
            + " extension Client: DependencyKey { static let liveValue = …; static let \(memberName) = … }",
        ])
    }
    guard key.values[name] == nil else {
      throw ParseError("invalid redeclaration of '\(memberName)'", at: range(identifier))
    }
    let value: Expression
    if let accessors = binding.accessorBlock {
      value = try getterValue(accessors, of: "\(type).\(memberName)")
      key.getters.insert(name)
    } else {
      // `static let testValue = Self()`: the type the key's value is.
      value = Self.naming(try namedValue(variable, owner: nil).1, selfAs: type)
    }
    // `static var liveValue: Self { .live }`: `Self` is the key type itself.
    let declaredType = binding.typeAnnotation.map(\.type.trimmedDescription).map {
      $0 == "Self" ? type : $0
    }
    key.values[name] = Self.impliedStatic(value, of: declaredType, in: member)
  }

  /// A key's value written as a static of its declared type, where Swift implies the type:
  /// `static var liveValue: SoundClient { .live }` is `SoundClient.live` when `SoundClient` is
  /// a plain struct of the script (else `.live` keeps depplay's meaning, a context).
  private static func impliedStatic(
    _ value: Expression, of type: String?, in node: some SyntaxProtocol
  ) -> Expression {
    guard let type, topLevelStruct(named: type, in: node) != nil else { return value }
    switch value {
    case .implicitMember(let name, nil, let range):
      return .member(base: .name(type, range: range), name: name, range: range)
    case .call(
      .implicitMember(let name, nil, let memberRange), let arguments, let trailing, let range):
      return .call(
        callee: .member(base: .name(type, range: memberRange), name: name, range: memberRange),
        arguments: arguments, trailingClosure: trailing, range: range)
    default:
      return value
    }
  }

  /// The key value a key type's member declares (`liveValue` of `static let liveValue = …`),
  /// `nil` for any other member.
  static func keyValueName(of member: DeclSyntax) -> SwiftKeyType.ValueName? {
    guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return SwiftKeyType.ValueName(rawValue: identifier.identifier.text)
  }

  /// The value of a computed `static var name: Type { … }`: its one expression, or its
  /// statements as a closure called where the value is computed.
  private mutating func getterValue(_ accessors: AccessorBlockSyntax, of name: String)
    throws(ParseError) -> Expression
  {
    let items: CodeBlockItemListSyntax
    switch accessors.accessors {
    case .getter(let body): items = body
    case .accessors(let list):
      guard list.count == 1, let getter = list.first,
        getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body
      else {
        throw notSupported(
          "a key's value with accessors other than 'get' ('\(name)')", at: accessors,
          notes: ["write static var \(name.split(separator: ".").last ?? ""): Type { … }"])
      }
      items = body.statements
    @unknown default: throw notSupported("these accessors", at: accessors)
    }
    if items.count == 1, case .expr(let single)? = items.first?.item {
      return try expression(single)
    }
    let literal = try closure(statements: items, range: range(accessors))
    return .call(
      callee: .closure(literal), arguments: [], trailingClosure: nil, range: literal.range)
  }

  /// `extension DependencyValues { var name: Type { get { self[Key.self] } set { self[Key.self]
  /// = newValue } } … }`: one key declaration per property.
  package mutating func keyProperties(_ syntax: ExtensionDeclSyntax) throws(ParseError)
    -> [Statement]
  {
    var declarations: [Statement] = []
    // A key type declared beside its property was read by ``collectKeyTypes(_:)``.
    for member in syntax.memberBlock.members where !isKeyPiece(member.decl) {
      if let variable = member.decl.as(VariableDeclSyntax.self),
        let entry = try dependencyEntry(variable)
      {
        declarations.append(.dependency(entry))
        continue
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindings.count == 1, let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self),
        case .accessors(let accessors)? = binding.accessorBlock?.accessors
      else {
        throw ParseError(
          "expected 'var name: Type { get { self[Key.self] } set { self[Key.self] = newValue } }'",
          at: range(member), notes: ["an extension of DependencyValues names keys"])
      }
      let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
      let setter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      guard let getter, let read = Self.keyTypeName(readBy: getter.body) else {
        throw ParseError(
          "expected 'get { self[Key.self] }'",
          at: getter.map { range($0) } ?? range(binding),
          notes: ["the property reads its key: get { self[NumberKey.self] }"])
      }
      guard let setter, Self.keyTypeName(writtenBy: setter.body) == read else {
        throw notSupported(
          "a property of DependencyValues without 'set { self[\(read).self] = newValue }'",
          at: setter ?? getter,
          notes: ["withDependencies sets keys through it: add the setter"])
      }
      guard let key = keyTypes[read] else {
        throw ParseError(
          "cannot find key type '\(read)' in scope", at: range(getter),
          notes: ["declare it: enum \(read): DependencyKey { static let liveValue = … }"])
      }
      keyTypes[read]?.isNamed = true
      declarations.append(
        .dependency(
          Self.keyDeclaration(
            key, type: read, name: name.identifier.text, nameRange: range(name),
            range: range(variable),
            valueType: binding.typeAnnotation.map { writtenType($0.type) },
            valueShape: binding.typeAnnotation.map { typeShape($0.type) }, isReadByType: false)))
    }
    return declarations
  }

  /// The key declaration a key type and the name it is read by make.
  private static func keyDeclaration(
    _ key: KeyType, type: String, name: String, nameRange: SourceRange, range: SourceRange,
    valueType: String?, valueShape: TypeShape?, isReadByType: Bool
  ) -> KeyDeclaration {
    KeyDeclaration(
      name: name, nameRange: nameRange, live: key.values[.liveValue],
      preview: key.values[.previewValue], test: key.values[.testValue].map { .value($0) },
      range: range,
      swiftType: SwiftKeyType(
        name: type, valueType: valueType, valueShape: valueShape, getters: key.getters,
        extendsDeclaredType: key.extendsDeclaredType, isReadByType: isReadByType))
  }

  /// The name of the key the key type `type` is, for a read by its type
  /// (`@Dependency(Settings.self)`, `$0[Settings.self]`): its `DependencyValues` property's,
  /// the same key, or, when none names it, ``SwiftKeyType/keyName(readingType:)``'s;
  /// `nil` when `type` is no key type.
  package mutating func keyName(readingType type: String) -> String? {
    guard let key = keyTypes[type] else { return nil }
    keyTypes[type]?.isReadByType = true
    return key.propertyName ?? SwiftKeyType.keyName(readingType: type)
  }

  /// The keys no property names that the script reads by their type, as declarations (in the
  /// order their types are declared).
  package func keysReadByType() -> [Statement] {
    keyTypes.filter { !$0.value.isNamed && $0.value.isReadByType }
      .sorted { $0.value.nameRange.start < $1.value.nameRange.start }
      .map { type, key in
        .dependency(
          Self.keyDeclaration(
            key, type: type, name: SwiftKeyType.keyName(readingType: type),
            nameRange: key.nameRange, range: key.nameRange,
            // A type that extends itself into a key is, as the docs write it, its own value.
            valueType: key.extendsDeclaredType ? type : nil,
            valueShape: key.extendsDeclaredType ? .named(type, arguments: []) : nil,
            isReadByType: true))
      }
  }

  /// The error for a key type no property names by the end of the script (or shell entry).
  package func unnamedKeyError() -> ParseError? {
    guard
      let (name, key) = keyTypes.filter({ !$0.value.isNamed && !$0.value.isReadByType })
        .min(by: { $0.value.nameRange.start < $1.value.nameRange.start })
    else { return nil }
    let property = name.hasSuffix("Key") ? String(name.dropLast(3)) : name
    let lowered = (property.first?.lowercased() ?? "") + property.dropFirst()
    return ParseError(
      "'\(name)' has no property in 'extension DependencyValues'", at: key.nameRange,
      notes: [
        "add extension DependencyValues { var \(lowered): … { get { self[\(name).self] }"
          + " set { self[\(name).self] = newValue } } }"
      ])
  }

  /// `Key` of a getter `{ self[Key.self] }`.
  private static func keyTypeName(readBy body: CodeBlockSyntax?) -> String? {
    guard let body, body.statements.count == 1, case .expr(let read)? = body.statements.first?.item
    else { return nil }
    return keyTypeName(subscript: read)
  }

  /// `Key` of a setter `{ self[Key.self] = newValue }`.
  private static func keyTypeName(writtenBy body: CodeBlockSyntax?) -> String? {
    guard let body, body.statements.count == 1,
      case .expr(let write)? = body.statements.first?.item,
      let elements = write.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
      elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == "newValue"
    else { return nil }
    return keyTypeName(subscript: elements[0])
  }

  /// `Key` of `self[Key.self]`.
  private static func keyTypeName(subscript syntax: ExprSyntax) -> String? {
    guard let access = syntax.as(SubscriptCallExprSyntax.self),
      access.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
        == .keyword(.self),
      access.arguments.count == 1, let argument = access.arguments.first,
      argument.label == nil,
      let member = argument.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self),
      let type = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return type.baseName.text
  }
}
