import SwiftSyntax

extension Lowering {
  /// `@Shared(.inMemory("count")) var count = 0`: swift-sharing's in-memory strategy; or
  /// `@Shared(.huddles) var huddles`, a key the script declares (``sharedKeyDeclaration(_:)``).
  /// The persisted strategies (`.appStorage`, `.fileStorage`) and a `@Shared` without a key
  /// are refused by name.
  mutating func sharedBinding(
    _ syntax: VariableDeclSyntax, attribute: AttributeListSyntax.Element
  ) throws(ParseError) -> SharedBinding {
    let example = "@Shared(.inMemory(\"count\")) var count = 0"
    guard case .attribute(let wrapper) = attribute,
      case .argumentList(let arguments)? = wrapper.arguments, arguments.count == 1,
      let argument = arguments.first, argument.label == nil
    else {
      throw notSupported(
        "'\(attribute.trimmedDescription)' (a @Shared without a key)", at: attribute,
        notes: ["depplay models the in-memory strategy: \(example)"])
    }
    if let declared = argument.expression.as(MemberAccessExprSyntax.self), declared.base == nil {
      return try declaredKeyBinding(syntax, key: declared)
    }
    guard let call = argument.expression.as(FunctionCallExprSyntax.self),
      let strategy = call.calledExpression.as(MemberAccessExprSyntax.self),
      strategy.base == nil
    else {
      throw notSupported(
        "'\(attribute.trimmedDescription)' (a @Shared without a key)", at: attribute,
        notes: ["depplay models the in-memory strategy: \(example)"])
    }
    let strategyName = strategy.declName.baseName.text
    guard strategyName == "inMemory" else {
      throw notSupported(
        "the '.\(strategyName)' strategy of @Shared", at: strategy,
        notes: [
          "swift-sharing declares .appStorage and .fileStorage only on Apple platforms"
            + " (UserDefaults and file-system observation); depplay models .inMemory: \(example)"
        ])
    }
    guard call.arguments.count == 1, let keyArgument = call.arguments.first,
      keyArgument.label == nil, call.trailingClosure == nil
    else {
      throw ParseError(
        "expected one key name: .inMemory(\"key\")", at: range(call), notes: [example])
    }
    let (name, binding) = try sharedVariable(syntax, example: example)
    guard let initializer = binding.initializer else {
      throw ParseError(
        "'@Shared var \(name)' needs an initial value", at: range(binding),
        notes: ["the first @Shared of a key stores it: \(example)"])
    }
    return SharedBinding(
      name: name, key: try expression(keyArgument.expression),
      initialValue: try expression(initializer.value),
      type: binding.typeAnnotation.map { writtenType($0.type) },
      typeShape: binding.typeAnnotation.map { typeShape($0.type) }, range: range(syntax))
  }

  /// `@Shared(.huddles) var huddles`: the key `huddles` the script declares, its default the
  /// value it starts at.
  private mutating func declaredKeyBinding(
    _ syntax: VariableDeclSyntax, key: MemberAccessExprSyntax
  ) throws(ParseError) -> SharedBinding {
    let keyName = key.declName.baseName.text
    guard let declared = sharedKeys[keyName] else {
      throw notSupported(
        "the shared key '.\(keyName)', which this script does not declare,", at: key,
        notes: [Self.sharedKeyExample])
    }
    let example = "@Shared(.\(keyName)) var \(keyName)"
    let (name, binding) = try sharedVariable(syntax, example: example)
    if let initializer = binding.initializer {
      throw notSupported(
        "an initial value beside the key '.\(keyName)', which has a default,", at: initializer,
        notes: ["write \(example): the key's default is its value until one is stored"])
    }
    return SharedBinding(
      name: name, key: declared.key, initialValue: declared.defaultValue,
      type: binding.typeAnnotation.map { writtenType($0.type) } ?? declared.valueType,
      typeShape: binding.typeAnnotation.map { typeShape($0.type) } ?? declared.valueShape,
      range: range(syntax))
  }

  /// The one `var name` a `@Shared` declares, with no other attribute, modifier or accessor.
  private func sharedVariable(_ syntax: VariableDeclSyntax, example: String) throws(ParseError)
    -> (name: String, binding: PatternBindingSyntax)
  {
    guard syntax.attributes.count == 1, syntax.modifiers.isEmpty,
      syntax.bindingSpecifier.tokenKind == .keyword(.var), syntax.bindings.count == 1,
      let binding = syntax.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.accessorBlock == nil
    else {
      throw ParseError(
        "expected 'var name = initial value' after '@Shared(…)'", at: range(syntax),
        notes: [example])
    }
    return (name, binding)
  }
}
