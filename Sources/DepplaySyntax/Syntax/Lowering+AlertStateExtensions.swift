import SwiftSyntax

/// `extension AlertState where Action == Detail.Action.Alert { static let delete = Self { … }
/// actions: { … } }`: TCA's tutorials keep a feature's alerts as static members of
/// `AlertState`, named where an alert is implied (`state.alert = .delete`). depplay declares
/// them as a caseless enum's statics, on a type named after the extension
/// (`AlertState<Detail.Action.Alert>`), with `Self` the alert state they build.
extension Lowering {
  /// The statics of `syntax` if it extends `AlertState` for one action type; `nil` for
  /// another extension. A member that is not static is refused by name.
  package mutating func alertStateExtension(_ syntax: ExtensionDeclSyntax) throws(ParseError)
    -> StructDeclaration?
  {
    guard syntax.extendedType.trimmedDescription == "AlertState",
      let requirements = syntax.genericWhereClause?.requirements, requirements.count == 1,
      case .sameTypeRequirement(let sameType) = requirements.first?.requirement,
      sameType.leftType.trimmedDescription == "Action"
    else { return nil }
    try refuseAttributes(syntax.attributes, on: "an extension", allowing: [])
    var declaration = StructDeclaration(
      name: "AlertState<\(sameType.rightType.trimmedDescription)>",
      nameRange: range(syntax.extendedType), conformances: [], properties: [],
      range: range(syntax))
    declaration.isCaselessEnum = true
    declaration.alertStateAction = sameType.rightType.trimmedDescription
    let enclosing = selfTypeName
    selfTypeName = "AlertState"
    defer { selfTypeName = enclosing }
    for member in syntax.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else {
        throw notSupported(
          "\(Self.memberKind(member.decl)) in an extension of AlertState", at: member.decl,
          notes: ["declare each alert as a static member: static let delete = Self { … }"])
      }
      try structMember(member.decl, into: &declaration)
    }
    return declaration
  }
}
