import SwiftSyntax

/// A feature whose `State` and `Action` are top-level types (`var body: some
/// Reducer<CounterState, CounterAction>`, with no `State` or `Action` inside it), as TCA's
/// reusable features write them: refused by name, since depplay's features declare their
/// domain inside them.
extension Lowering {
  /// Throws when `body` (a feature's `var body`) names its state or action type, and the
  /// feature lacks its own (`hasState`, `hasAction`); does nothing otherwise, and the caller
  /// names what is missing.
  func refuseTopLevelDomainTypes(
    of feature: String, body: VariableDeclSyntax?, hasState: Bool, hasAction: Bool
  ) throws(ParseError) {
    guard !(hasState && hasAction),
      let type = body?.bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?
        .constraint.as(IdentifierTypeSyntax.self),
      type.name.text == "Reducer",
      let arguments = type.genericArgumentClause?.arguments.map(\.argument.trimmedDescription),
      arguments.count == 2
    else { return }
    let named = zip(arguments, ["State", "Action"]).contains { written, own in
      written != own && written != "Self.\(own)" && written != "\(feature).\(own)"
    }
    guard named else { return }
    throw notSupported(
      "a feature whose State and Action are top-level types ('\(feature)': some"
        + " Reducer<\(arguments.joined(separator: ", "))>)", at: type,
      notes: [
        "declare them inside the feature, struct State { … } and enum Action { … }, and write"
          + " var body: some ReducerOf<Self>"
      ])
  }
}
