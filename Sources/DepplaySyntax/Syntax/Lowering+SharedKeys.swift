import SwiftSyntax

extension Lowering {
  /// How a script declares a shared key of its own.
  static let sharedKeyExample =
    "extension SharedKey where Self == InMemoryKey<[Huddle]>.Default {"
    + " static var huddles: Self { Self[.inMemory(\"huddles\"), default: []] } }"

  /// Reads the script's shared keys before its statements, so that, as in a Swift file, a
  /// `@Shared(.huddles)` above the extension declaring `huddles` uses it.
  package mutating func collectSharedKeys(_ items: CodeBlockItemListSyntax) throws(ParseError) {
    for item in items {
      guard case .decl(let declaration) = item.item,
        let extensionSyntax = declaration.as(ExtensionDeclSyntax.self),
        let key = try sharedKeyDeclaration(extensionSyntax)
      else { continue }
      sharedKeys[key.name] = key
    }
  }

  /// `extension SharedKey where Self == InMemoryKey<Value>.Default { static var name: Self {
  /// Self[.inMemory("key"), default: value] } }`: one in-memory key with a default; `nil` for
  /// an extension of another type. Another form of it is refused by name.
  package mutating func sharedKeyDeclaration(_ syntax: ExtensionDeclSyntax) throws(ParseError)
    -> SharedKeyDeclaration?
  {
    guard syntax.extendedType.trimmedDescription == "SharedKey" else { return nil }
    try refuseAttributes(syntax.attributes, on: "an extension", allowing: [])
    guard let requirements = syntax.genericWhereClause?.requirements, requirements.count == 1,
      case .sameTypeRequirement(let sameType) = requirements.first?.requirement,
      sameType.leftType.trimmedDescription == "Self",
      let keyType = sameType.rightType.as(MemberTypeSyntax.self),
      keyType.name.text == "Default",
      let inMemory = keyType.baseType.as(IdentifierTypeSyntax.self),
      inMemory.name.text == "InMemoryKey",
      let generics = inMemory.genericArgumentClause?.arguments, generics.count == 1,
      let valueType = generics.first
    else {
      throw notSupported(
        "an extension of SharedKey other than one of 'InMemoryKey<Value>.Default'",
        at: syntax.extendedType, notes: [Self.sharedKeyExample])
    }
    guard syntax.memberBlock.members.count == 1, let member = syntax.memberBlock.members.first,
      let variable = member.decl.as(VariableDeclSyntax.self),
      variable.modifiers.map(\.name.tokenKind) == [.keyword(.static)],
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.typeAnnotation?.type.trimmedDescription == "Self",
      case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1,
      let item = body.first?.item, let (key, defaultValue) = Self.keyAndDefault(item)
    else {
      throw notSupported(
        "this member of an extension of SharedKey", at: syntax.memberBlock,
        notes: ["declare one key: \(Self.sharedKeyExample)"])
    }
    let valueShape: TypeShape =
      if case .type(let type) = valueType.argument { typeShape(type) } else { .other }
    return SharedKeyDeclaration(
      name: name, valueType: valueType.argument.trimmedDescription, valueShape: valueShape,
      key: try expression(key), defaultValue: try expression(defaultValue),
      range: range(syntax))
  }

  /// `Self[.inMemory("key"), default: value]`, or `return` it: the key's name and default.
  private static func keyAndDefault(_ item: CodeBlockItemSyntax.Item)
    -> (key: ExprSyntax, defaultValue: ExprSyntax)?
  {
    let written: ExprSyntax? =
      switch item {
      case .expr(let expression): expression
      case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression
      default: nil
      }
    guard let subscriptCall = written?.as(SubscriptCallExprSyntax.self),
      subscriptCall.calledExpression.trimmedDescription == "Self",
      subscriptCall.arguments.count == 2,
      let first = subscriptCall.arguments.first, first.label == nil,
      let last = subscriptCall.arguments.last, last.label?.text == "default",
      let call = first.expression.as(FunctionCallExprSyntax.self),
      let strategy = call.calledExpression.as(MemberAccessExprSyntax.self),
      strategy.base == nil, strategy.declName.baseName.text == "inMemory",
      call.arguments.count == 1, let key = call.arguments.first, key.label == nil
    else { return nil }
    return (key.expression, last.expression)
  }
}
