import SwiftSyntax

extension Lowering {
  /// Refuses a function or method declared to return an effect of values other than a
  /// feature's actions (`func price() -> Effect<Int>`, to be `map`ped into an action later):
  /// depplay's effects send a feature's actions only.
  package func refuseValueEffect(_ returnClause: ReturnClauseSyntax?) throws(ParseError) {
    guard let type = returnClause?.type.as(IdentifierTypeSyntax.self), type.name.text == "Effect",
      let arguments = type.genericArgumentClause?.arguments, arguments.count == 1,
      let value = arguments.first?.argument.trimmedDescription
    else { return }
    guard value != "Action", !value.hasSuffix(".Action") else { return }
    throw notSupported(
      "an Effect of values other than a feature's actions ('Effect<\(value)>')", at: type,
      notes: [
        "return the feature's effect and send the action from it: "
          + ".run { send in await send(.response(…)) }"
      ])
  }
}
