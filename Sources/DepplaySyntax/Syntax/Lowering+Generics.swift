import SwiftSyntax

extension Lowering {
  /// `<Value>`, `<T: Equatable>`, `<T: Hashable & Comparable, U>` on a plain struct, a
  /// method or a top-level function: each parameter with the protocols it is constrained to
  /// (`Equatable`, `Hashable`, `Comparable`, `CustomStringConvertible`, or a name the checker
  /// looks up among the script's protocols), those a `where` clause gives them (`where T:
  /// Equatable`) after their own. Another requirement of a `where` clause (`T == U`, `T.ID:
  /// Hashable`), a parameter pack and another constraint are refused by name.
  package func genericParameters(
    _ clause: GenericParameterClauseSyntax?, where whereClause: GenericWhereClauseSyntax?
  ) throws(ParseError) -> [GenericParameter] {
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
    for requirement in (clause?.genericWhereClause ?? whereClause)?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        let index = parameters.firstIndex(where: {
          $0.name == conformance.leftType.trimmedDescription
        })
      else {
        throw notSupported(
          "the requirement '\(requirement.requirement.trimmedDescription)' in a 'where' clause",
          at: requirement,
          notes: ["constrain a generic parameter to protocols: where T: Equatable"])
      }
      parameters[index].constraints += try constraints(conformance.rightType)
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
      guard let named = element.as(IdentifierTypeSyntax.self),
        named.genericArgumentClause == nil
      else {
        throw notSupported(
          "a generic parameter constrained to '\(element.trimmedDescription)'", at: element,
          notes: [GenericParameter.Constraint.supportedNote])
      }
      constraints.append(GenericParameter.Constraint(named: named.name.text))
    }
    return constraints
  }
}
