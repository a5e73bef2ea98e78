import SwiftSyntax

/// swift-dependencies' `@DependencyEntry` macro on a property of `extension DependencyValues`:
/// `@DependencyEntry(liveValue: LiveCatalog()) var catalog: any Catalog = MockCatalog()`
/// declares a key whose test value is the initial value and whose live value is the
/// `liveValue:` argument (its preview value then the live one); without `liveValue:` the key
/// is a `TestDependencyKey` whose test and preview values are the initial value, as measured
/// on the library. It is lowered to the ``KeyDeclaration`` a key type and its property make,
/// its key type named as the macro names it (`__Key_catalog`).
extension Lowering {
  /// The key `variable` declares with `@DependencyEntry`; `nil` for a property without it.
  package mutating func dependencyEntry(_ variable: VariableDeclSyntax) throws(ParseError)
    -> KeyDeclaration?
  {
    guard
      let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
        .first(where: { $0.attributeName.trimmedDescription == "DependencyEntry" })
    else { return nil }
    try refuseAttributes(
      variable.attributes, on: "a @DependencyEntry property", allowing: ["DependencyEntry"])
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let initializer = binding.initializer
    else {
      throw ParseError(
        "expected '@DependencyEntry var name: Type = testValue'", at: range(variable),
        notes: ["the property's initial value is the key's test value"])
    }
    return KeyDeclaration(
      name: name.text, nameRange: range(name), live: try entryLiveValue(attribute),
      preview: nil, test: .value(try expression(initializer.value)), range: range(variable),
      swiftType: SwiftKeyType(
        name: "__Key_" + name.text,
        valueType: binding.typeAnnotation.map { writtenType($0.type) },
        valueShape: binding.typeAnnotation.map { typeShape($0.type) }, getters: [],
        extendsDeclaredType: false, isReadByType: false))
  }

  /// The `liveValue:` argument of `@DependencyEntry(liveValue: …)`; `nil` without arguments.
  /// Any other argument is refused by name.
  private mutating func entryLiveValue(_ attribute: AttributeSyntax) throws(ParseError)
    -> Expression?
  {
    guard let arguments = attribute.arguments else { return nil }
    guard let list = arguments.as(LabeledExprListSyntax.self), list.count == 1,
      let argument = list.first, argument.label?.text == "liveValue"
    else {
      throw notSupported(
        "'@DependencyEntry' with the arguments '\(arguments.trimmedDescription)'", at: arguments,
        notes: ["write @DependencyEntry(liveValue: …) var name: Type = testValue, or no arguments"])
    }
    return try expression(argument.expression)
  }
}
