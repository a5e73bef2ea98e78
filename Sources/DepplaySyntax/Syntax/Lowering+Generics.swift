import SwiftSyntax

extension Lowering {
  /// `<Value>`, `<T: Equatable>`, `<T: Hashable & Comparable, U>` on a plain struct, a
  /// method or a top-level function: each parameter with the protocols it is constrained to
  /// (`Equatable`, `Hashable`, `Comparable`, `CustomStringConvertible`). A `where` clause, a parameter pack and another
  /// constraint are refused by name.
  package func genericParameters(
    _ clause: GenericParameterClauseSyntax?, where whereClause: GenericWhereClauseSyntax?
  ) throws(ParseError) -> [GenericParameter] {
    if let whereClause = clause?.genericWhereClause ?? whereClause {
      throw notSupported(
        "a 'where' clause on generic parameters ('\(whereClause.trimmedDescription)')",
        at: whereClause, notes: ["constrain the parameter where it is declared: <T: Equatable>"])
    }
    var parameters: [GenericParameter] = []
    for parameter in clause?.parameters ?? [] {
      if let each = parameter.specifier {
        throw notSupported(
          "a parameter pack ('\(each.text) \(parameter.name.text)')", at: parameter)
      }
      parameters.append(
        GenericParameter(
          name: parameter.name.text, constraints: try constraints(parameter.inheritedType),
          range: range(parameter)))
    }
    return parameters
  }

  /// The protocols after a generic parameter's colon: one, or several joined with `&`.
  private func constraints(_ type: TypeSyntax?) throws(ParseError) -> [GenericParameter.Constraint]
  {
    guard let type else { return [] }
    let written =
      type.as(CompositionTypeSyntax.self).map { Array($0.elements.map(\.type)) } ?? [type]
    var constraints: [GenericParameter.Constraint] = []
    for element in written {
      guard let constraint = GenericParameter.Constraint(rawValue: element.trimmedDescription)
      else {
        throw notSupported(
          "a generic parameter constrained to '\(element.trimmedDescription)'", at: element,
          notes: [
            "a generic parameter may be constrained to Equatable, Hashable, Comparable or"
              + " CustomStringConvertible"
          ])
      }
      constraints.append(constraint)
    }
    return constraints
  }
}
