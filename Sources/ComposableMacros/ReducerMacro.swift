import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer struct Feature { … }`: the feature's conformance to `Reducer`, `@CasePathable` on
/// its nested `State` and `Action` enums (so `\.child` names their cases), and
/// `@ReducerBuilder` on its `body`, which a conformance written by an extension does not
/// infer. `@Reducer enum Destination { case edit(EditItem) … }`: the enum's `State`, `Action`
/// and `body` (``ReducerEnumWriter``) and its conformance to `CaseReducer`.
public struct ReducerMacro: ConformanceMacro, MemberAttributeMacro, MemberMacro {
  static let protocolName = "Reducer"

  /// An enum of features conforms to `CaseReducer` too.
  static func protocolNames(for declaration: some DeclGroupSyntax) -> [String] {
    declaration.is(EnumDeclSyntax.self) ? [protocolName, "CaseReducer"] : [protocolName]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumeration = declaration.as(EnumDeclSyntax.self) else { return [] }
    return try ReducerEnumWriter(enumeration: enumeration).members()
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let enumeration = member.as(EnumDeclSyntax.self),
      ["State", "Action"].contains(enumeration.name.text),
      !enumeration.attributes.names("CasePathable")
    {
      return ["@CasePathable"]
    }
    if let variable = member.as(VariableDeclSyntax.self),
      variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      !variable.attributes.names("ReducerBuilder")
    {
      return ["@ComposableRuntime.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }
}

extension AttributeListSyntax {
  /// Whether one of the attributes is `@name` (or `@Module.name`).
  func names(_ name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.trimmedDescription.split(separator: ".").last.map(String.init)
        == name
    }
  }
}
