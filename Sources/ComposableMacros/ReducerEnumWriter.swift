import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// The members `@Reducer` writes in an enum of features (`enum Destination { case
/// edit(EditItem) }`): `State`, an enum of the features' states; `Action`, an enum of their
/// actions; and `static var body`, which runs each case's feature on its case, and its type.
struct ReducerEnumWriter {
  let enumeration: EnumDeclSyntax

  func members() throws -> [DeclSyntax] {
    let name = enumeration.name.text
    let access = enumeration.modifiers.exportedAccess
    let cases = try enumeration.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map(feature(of:))
    let stateCases = cases.map { "\(access)case \($0.name)(\($0.feature).State)" }
    let actionCases = cases.map { "\(access)case \($0.name)(\($0.feature).Action)" }
    let scopes = cases.map {
      ".ifCaseLet(\\.\($0.name), action: \\.\($0.name)) { \($0.feature)() }"
    }
    return [
      """
      @ComposableRuntime.CasePathable
      \(raw: access)enum State: ComposableRuntime.CaseReducerState {
      \(raw: access)typealias StateReducer = \(raw: name)
      \(raw: stateCases.joined(separator: "\n"))
      }
      """,
      """
      @ComposableRuntime.CasePathable
      \(raw: access)enum Action {
      \(raw: actionCases.joined(separator: "\n"))
      }
      """,
      // Named, so that Swift need not infer it through the macro's own members.
      "\(raw: access)typealias Body = ComposableRuntime.Reduce<Self.State, Self.Action>",
      """
      \(raw: access)static var body: Body {
      ComposableRuntime.Reduce(
      ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
      \(raw: scopes.joined(separator: "\n"))
      )
      }
      """,
    ]
  }

  /// A case's name and the feature it carries: `edit(EditItem)`; an error for another shape.
  private func feature(of element: EnumCaseElementSyntax) throws -> (name: String, feature: String)
  {
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let type = parameters.first?.type.as(IdentifierTypeSyntax.self)
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: element,
          message: MacroMessage("each case of a '@Reducer' enum carries one feature"))
      ])
    }
    return (element.name.text, type.name.text)
  }
}
