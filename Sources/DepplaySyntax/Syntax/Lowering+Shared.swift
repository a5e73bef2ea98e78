import SwiftSyntax

extension Lowering {
  /// `@Shared(.inMemory("count")) var count = 0`: swift-sharing's in-memory strategy. The
  /// persisted strategies (`.appStorage`, `.fileStorage`) and a `@Shared` without a key are
  /// refused by name.
  mutating func sharedBinding(
    _ syntax: VariableDeclSyntax, attribute: AttributeListSyntax.Element
  ) throws(ParseError) -> SharedBinding {
    let example = "@Shared(.inMemory(\"count\")) var count = 0"
    guard case .attribute(let wrapper) = attribute,
      case .argumentList(let arguments)? =
        wrapper.arguments, arguments.count == 1, let argument = arguments.first,
      argument.label == nil, let call = argument.expression.as(FunctionCallExprSyntax.self),
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
    guard let initializer = binding.initializer else {
      throw ParseError(
        "'@Shared var \(name)' needs an initial value", at: range(binding),
        notes: ["the first @Shared of a key stores it: \(example)"])
    }
    return SharedBinding(
      name: name, key: try expression(keyArgument.expression),
      initialValue: try expression(initializer.value), range: range(syntax))
  }
}
