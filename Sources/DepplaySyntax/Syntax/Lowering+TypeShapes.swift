import SwiftSyntax

extension Lowering {
  /// The structure of `type` (``TypeShape``), read from its syntax once; a nested type is
  /// named as ``writtenType(_:)`` names it (`Destination.State` of
  /// `Parent.Destination.State`).
  package func typeShape(_ type: TypeSyntax) -> TypeShape {
    if let named = type.as(IdentifierTypeSyntax.self) {
      let arguments = genericShapes(named.genericArgumentClause)
      if let library = TypeShape.LibraryType(rawValue: named.name.text) {
        return .library(library, arguments: arguments)
      }
      return .named(named.name.text, arguments: arguments)
    }
    if let member = type.as(MemberTypeSyntax.self) {
      if member.genericArgumentClause == nil,
        let featureType = TypeShape.FeatureType(rawValue: member.name.text)
      {
        return .feature(writtenType(member.baseType), featureType)
      }
      let qualified = member.with(\.genericArgumentClause, nil)
      return .named(
        writtenType(TypeSyntax(qualified)),
        arguments: genericShapes(member.genericArgumentClause))
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return .optional(typeShape(optional.wrappedType))
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return .optional(typeShape(unwrapped.wrappedType))
    }
    if let array = type.as(ArrayTypeSyntax.self) { return .array(typeShape(array.element)) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return .dictionary(key: typeShape(dictionary.key), value: typeShape(dictionary.value))
    }
    if let tuple = type.as(TupleTypeSyntax.self) {
      let elements = tuple.elements.map { typeShape($0.type) }
      return elements.count == 1 && tuple.elements.first?.firstName == nil
        ? elements[0] : .tuple(elements)
    }
    if let function = type.as(FunctionTypeSyntax.self) {
      return .function(
        parameters: function.parameters.map { typeShape($0.type) },
        result: typeShape(function.returnClause.type))
    }
    if let wrapped = type.as(SomeOrAnyTypeSyntax.self) {
      let constraint = typeShape(wrapped.constraint)
      return wrapped.someOrAnySpecifier.tokenKind == .keyword(.any)
        ? .existential(constraint) : .opaque(constraint)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return typeShape(attributed.baseType)
    }
    return .other
  }

  /// The shapes of a generic argument clause's types (`<Path.State, Path.Action>`); none
  /// without one.
  private func genericShapes(_ clause: GenericArgumentClauseSyntax?) -> [TypeShape] {
    clause?.arguments.map { argument in
      if case .type(let type) = argument.argument { typeShape(type) } else { .other }
    } ?? []
  }
}
