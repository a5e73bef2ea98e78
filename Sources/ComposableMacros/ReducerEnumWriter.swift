import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// The members `@Reducer` writes in an enum of features (`enum Destination { case
/// edit(EditItem) }`): `State`, an enum of the features' states; `Action`, an enum of their
/// actions; and `static var body`, which runs each case's feature on its case, and its type.
/// A case holding an alert (`case alert(AlertState<Alert>)`) keeps the alert in `State`, its
/// actions' type in `Action` (`case alert(Alert)`), and runs no reducer.
struct ReducerEnumWriter {
  let enumeration: EnumDeclSyntax

  /// A case of the enum and what it carries.
  private struct Case {
    let name: String
    /// The feature it carries, or for an alert (`AlertState<Alert>`) its actions' type.
    let type: String
    let isAlert: Bool

    var stateType: String { isAlert ? "ComposableRuntime.AlertState<\(type)>" : type + ".State" }
    var actionType: String { isAlert ? type : type + ".Action" }
  }

  func members() throws -> [DeclSyntax] {
    let name = enumeration.name.text
    let access = enumeration.modifiers.exportedAccess
    let cases = try enumeration.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map(enumCase(of:))
    let stateCases = cases.map { "\(access)case \($0.name)(\($0.stateType))" }
    let actionCases = cases.map { "\(access)case \($0.name)(\($0.actionType))" }
    let scopes = cases.filter { !$0.isAlert }.map {
      ".ifCaseLet(\\.\($0.name), action: \\.\($0.name)) { \($0.type)() }"
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

  /// A case's name and what it carries: a feature, `edit(EditItem)`, or an alert,
  /// `alert(AlertState<Alert>)`; an error for another shape.
  private func enumCase(of element: EnumCaseElementSyntax) throws -> Case {
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let type = parameters.first?.type.as(IdentifierTypeSyntax.self)
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: element,
          message: MacroMessage("each case of a '@Reducer' enum carries one feature or an alert"))
      ])
    }
    if type.name.text == "AlertState", let arguments = type.genericArgumentClause?.arguments,
      arguments.count == 1, let argument = arguments.first
    {
      return Case(
        name: element.name.text, type: argument.trimmedDescription, isAlert: true)
    }
    return Case(name: element.name.text, type: type.name.text, isAlert: false)
  }
}
