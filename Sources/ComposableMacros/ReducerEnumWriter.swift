import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// The members `@Reducer` writes in an enum of features (`enum Destination { case
/// edit(EditItem) }`): `State`, an enum of the features' states; `Action`, an enum of their
/// actions; and `static var body`, which runs each case's feature on its case, and its type.
/// A case holding an alert (`case alert(AlertState<Alert>)`) keeps the alert in `State`, its
/// actions' type in `Action` (`case alert(Alert)`), and runs no reducer; a case holding plain
/// values (`case session(Session, huddle: Huddle)`) keeps them in `State`, has no `Action`
/// case, and runs no reducer.
struct ReducerEnumWriter {
  let enumeration: EnumDeclSyntax

  /// A case of the enum and what it carries.
  private struct Case {
    /// What a case carries.
    enum Payload {
      /// A feature, by its type's name.
      case feature(String)
      /// An alert (`AlertState<Alert>`), by its actions' type.
      case alert(String)
      /// Plain values, as the case's parameters write them (`Session, huddle: Huddle`).
      case values(String)
    }

    let name: String
    let payload: Payload

    var stateType: String {
      switch payload {
      case .feature(let type): type + ".State"
      case .alert(let type): "ComposableRuntime.AlertState<\(type)>"
      case .values(let parameters): parameters
      }
    }
    var actionType: String? {
      switch payload {
      case .feature(let type): type + ".Action"
      case .alert(let type): type
      case .values: nil
      }
    }
    /// The feature it runs on its case, if it carries one.
    var feature: String? { if case .feature(let type) = payload { type } else { nil } }
  }

  func members() throws -> [DeclSyntax] {
    let name = enumeration.name.text
    let access = enumeration.modifiers.exportedAccess
    let cases = try enumeration.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map(enumCase(of:))
    let stateCases = cases.map { "\(access)case \($0.name)(\($0.stateType))" }
    let actionCases = cases.compactMap { enumCase in
      enumCase.actionType.map { "\(access)case \(enumCase.name)(\($0))" }
    }
    let scopes = cases.compactMap { enumCase in
      enumCase.feature.map {
        ".ifCaseLet(\\.\(enumCase.name), action: \\.\(enumCase.name)) { \($0)() }"
      }
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

  /// A case's name and what it carries: a feature, `edit(EditItem)`; an alert,
  /// `alert(AlertState<Alert>)`; or values, `session(Session, huddle: Huddle)`; an error for
  /// a case without a payload.
  private func enumCase(of element: EnumCaseElementSyntax) throws -> Case {
    let name = element.name.text
    guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: element,
          message: MacroMessage(
            "each case of a '@Reducer' enum carries one feature, an alert or values"))
      ])
    }
    guard parameters.count == 1, let parameter = parameters.first, parameter.firstName == nil,
      let type = parameter.type.as(IdentifierTypeSyntax.self)
    else {
      return Case(name: name, payload: .values(parameters.trimmedDescription))
    }
    if type.name.text == "AlertState", let arguments = type.genericArgumentClause?.arguments,
      arguments.count == 1, let argument = arguments.first
    {
      return Case(name: name, payload: .alert(argument.trimmedDescription))
    }
    return Case(name: name, payload: .feature(type.name.text))
  }
}
