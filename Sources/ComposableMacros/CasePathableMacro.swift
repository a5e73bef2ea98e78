import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CasePathable enum Action { … }`: a case path for each case, so that a key path such as
/// `\.child` names the case `child`.
///
/// Inside the enum it writes a `CasePaths` struct with one property a case, the case's
/// `AnyCasePath` (how to build the enum from the payload, and how to get the payload back),
/// and `static var casePaths`; an extension declares the conformance to `CasePathable`. (The
/// members are written inside the enum, where the payloads' types are named as the enum
/// names them.)
public struct CasePathableMacro: MemberMacro, ConformanceMacro {
  static let protocolName = "CasePathable"

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: node, message: MacroMessage("'@CasePathable' can only be applied to an enum"))
      ])
    }
    let root = enumeration.name.text
    let access = enumeration.modifiers.exportedAccess
    let paths = enumeration.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map { CasePathWriter(root: root, element: $0).property(access: access) }
    return [
      """
      \(raw: access)struct CasePaths: Sendable {
      \(raw: paths.joined(separator: "\n"))
      }
      """,
      "\(raw: access)static var casePaths: CasePaths { CasePaths() }",
    ]
  }
}

/// The case path of one enum case, as a property of the enum's `CasePaths`.
struct CasePathWriter {
  let root: String
  let element: EnumCaseElementSyntax

  /// `var name: AnyCasePath<Root, Payload> { AnyCasePath(embed: …, extract: …) }`.
  func property(access: String) -> String {
    let name = element.name.trimmedDescription
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let bindings = parameters.indices.map { "let v\($0)" }.joined(separator: ", ")
    let payloadType: String
    let embed: String
    let extract: String
    switch parameters.count {
    case 0:
      payloadType = "Void"
      embed = "{ _ in \(root).\(name) }"
      extract = "{ if case .\(name) = $0 { return () } else { return nil } }"
    case 1:
      payloadType = parameters[0].type.trimmedDescription
      embed = "{ \(root).\(name)(\(label(of: parameters[0]))$0) }"
      extract = "{ if case .\(name)(\(bindings)) = $0 { return v0 } else { return nil } }"
    default:
      payloadType =
        "(" + parameters.map { label(of: $0) + $0.type.trimmedDescription }.joined(separator: ", ")
        + ")"
      let arguments = parameters.indices.map { label(of: parameters[$0]) + "$0.\($0)" }
      let values = parameters.indices.map { "v\($0)" }.joined(separator: ", ")
      embed = "{ \(root).\(name)(\(arguments.joined(separator: ", "))) }"
      extract = "{ if case .\(name)(\(bindings)) = $0 { return (\(values)) } else { return nil } }"
    }
    return """
        \(access)var \(name): ComposableRuntime.AnyCasePath<\(root), \(payloadType)> {
          ComposableRuntime.AnyCasePath(
            embed: \(embed),
            extract: \(extract))
        }
      """
  }

  /// `label: ` for a labelled payload, else nothing.
  private func label(of parameter: EnumCaseParameterSyntax) -> String {
    guard let name = parameter.firstName, name.tokenKind != .wildcard else { return "" }
    return name.text + ": "
  }
}

extension DeclModifierListSyntax {
  /// `public ` or `package ` when the declaration is visible outside its module, so that
  /// what a macro adds to it is too; else nothing.
  var exportedAccess: String {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}

/// A macro's error message.
struct MacroMessage: DiagnosticMessage {
  let message: String
  init(_ message: String) { self.message = message }
  var diagnosticID: MessageID { MessageID(domain: "ComposableMacros", id: message) }
  var severity: DiagnosticSeverity { .error }
}
