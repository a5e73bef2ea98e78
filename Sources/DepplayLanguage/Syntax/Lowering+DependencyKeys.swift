import SwiftSyntax

/// swift-dependencies' own spelling of a key, the first thing its users write: a key type,
/// `enum NumberKey: DependencyKey { static let liveValue = 1 … }`, and the property that
/// names it, `extension DependencyValues { var number: Int { get { self[NumberKey.self] } set
/// { self[NumberKey.self] = newValue } } }`. Together they are the key declaration that
/// `dependency number { live: 1, … }` makes, lowered to the same ``KeyDeclaration``.
struct KeyType {
  /// `liveValue`, `previewValue` and `testValue`, where given.
  var live: Expression?
  var preview: Expression?
  var test: Expression?
  /// Where the type's name is.
  var nameRange: SourceRange
}

extension Lowering {
  /// `enum Name: DependencyKey { … }` (or `TestDependencyKey`) at the top level: kept until
  /// the `extension DependencyValues` property that names it.
  mutating func keyType(_ syntax: EnumDeclSyntax, conformance: String, isTopLevel: Bool)
    throws(ParseError)
  {
    let name = syntax.name.text
    guard isTopLevel else {
      throw notSupported(
        "a '\(conformance)' type inside a body", at: syntax.name,
        notes: ["declare keys at the top level of the script"])
    }
    var key = KeyType(nameRange: range(syntax.name))
    for member in syntax.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.map(\.name.text) == ["static"]
      else {
        throw ParseError(
          "expected 'static let liveValue = …' in a key type", at: range(member),
          notes: ["a key type's members are static let liveValue, previewValue and testValue"])
      }
      let (valueName, value) = try namedValue(variable, owner: nil)
      switch valueName {
      case "liveValue" where key.live == nil: key.live = value
      case "previewValue" where key.preview == nil: key.preview = value
      case "testValue" where key.test == nil: key.test = value
      default:
        throw ParseError(
          "unexpected '\(valueName)' in a key type", at: range(variable),
          notes: ["a key type's members are static let liveValue, previewValue and testValue"]
            + DidYouMean.note(
              for: valueName, among: ["liveValue", "previewValue", "testValue"]))
      }
    }
    let required = conformance == "DependencyKey" ? "liveValue" : "testValue"
    guard (conformance == "DependencyKey" ? key.live : key.test) != nil else {
      throw ParseError(
        "'\(name)' conforms to \(conformance) but has no '\(required)'",
        at: range(syntax.name), notes: ["add static let \(required) = …"])
    }
    keyTypes[name] = key
  }

  /// `extension DependencyValues { var name: Type { get { self[Key.self] } set { self[Key.self]
  /// = newValue } } … }`: one key declaration per property.
  mutating func keyProperties(_ syntax: ExtensionDeclSyntax) throws(ParseError) -> [Statement] {
    var declarations: [Statement] = []
    for member in syntax.memberBlock.members {
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
      guard let key = keyTypes.removeValue(forKey: read) else {
        throw ParseError(
          "cannot find key type '\(read)' in scope", at: range(getter),
          notes: ["declare it first: enum \(read): DependencyKey { static let liveValue = … }"])
      }
      let nameRange = range(name)
      declarations.append(
        .dependency(
          KeyDeclaration(
            name: name.identifier.text, nameRange: nameRange, live: key.live,
            preview: key.preview, test: key.test.map { .value($0) }, range: range(variable))))
    }
    return declarations
  }

  /// The error for a key type no property names by the end of the script (or shell entry).
  func unnamedKeyError() -> ParseError? {
    guard
      let (name, key) = keyTypes.min(by: { $0.value.nameRange.start < $1.value.nameRange.start })
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
