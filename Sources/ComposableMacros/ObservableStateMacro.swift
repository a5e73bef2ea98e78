import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState struct State { … }`: the state's conformance to `ObservableState`,
/// which `Store.state` asks for. depplay observes nothing, so the conformance is all it adds.
public struct ObservableStateMacro: ConformanceMacro {
  static let protocolName = "ObservableState"

  static func check(_ declaration: some DeclGroupSyntax, node: AttributeSyntax) throws {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: node,
          message: MacroMessage("'@ObservableState' can only be applied to a struct or an enum"))
      ])
    }
  }
}
