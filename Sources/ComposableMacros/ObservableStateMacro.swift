import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState struct State { … }`: the state's conformance to `ObservableState`,
/// which `Store.state` asks for. depplay observes nothing, so the conformance is all it adds.
public struct ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: node,
          message: MacroMessage("'@ObservableState' can only be applied to a struct or an enum"))
      ])
    }
    guard !protocols.isEmpty else { return [] }
    let extensionText: DeclSyntax =
      "extension \(raw: type.trimmedDescription): ComposableRuntime.ObservableState {}"
    return [extensionText.cast(ExtensionDeclSyntax.self)]
  }
}
