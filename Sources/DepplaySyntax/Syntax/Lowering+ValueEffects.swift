import SwiftSyntax

extension Lowering {
  /// Refuses a method of a feature or a class declared to return an effect of values other
  /// than a feature's actions (`func price() -> Effect<Int>`, to be `map`ped into an action
  /// later): only a plain struct's method and a top-level function may return one
  /// (``MethodDeclaration/effectValueType``).
  package func refuseValueEffect(_ returnClause: ReturnClauseSyntax?) throws(ParseError) {
    guard let type = returnClause?.type.as(IdentifierTypeSyntax.self), type.name.text == "Effect",
      let arguments = type.genericArgumentClause?.arguments, arguments.count == 1,
      let value = arguments.first?.argument.trimmedDescription
    else { return }
    guard MethodDeclaration.effectValueType(of: "Effect<\(value)>") != nil else { return }
    throw notSupported(
      "an Effect of values other than a feature's actions ('Effect<\(value)>') returned by a"
        + " method of a feature or a class", at: type,
      notes: [
        "declare the method in a plain struct, or return the feature's effect and send the"
          + " action from it: .run { send in await send(.response(…)) }"
      ])
  }
}
