import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var editor: Editor.State?`: the optional state of a presented child, kept in a
/// `PresentationState` (`_editor`) and handed to `ifLet` as `\.$editor`.
///
/// The property itself reads and writes the child state; `$editor` is the presentation state.
public struct PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let property = try PresentedProperty(node: node, declaration: declaration)
    return [
      """
      @storageRestrictions(initializes: _\(raw: property.name))
      init(initialValue) {
        _\(raw: property.name) = ComposableRuntime.PresentationState(wrappedValue: initialValue)
      }
      """,
      "get { _\(raw: property.name).wrappedValue }",
      "set { _\(raw: property.name).wrappedValue = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let property = try PresentedProperty(node: node, declaration: declaration)
    let storage = "ComposableRuntime.PresentationState<\(property.childType)>"
    return [
      "var _\(raw: property.name): \(raw: storage)",
      """
      var $\(raw: property.name): \(raw: storage) {
        get { _\(raw: property.name) }
        set { _\(raw: property.name) = newValue }
      }
      """,
    ]
  }
}

/// The property `@Presents` is attached to: its name and the child state's type.
struct PresentedProperty {
  let name: String
  let childType: String

  init(node: AttributeSyntax, declaration: some DeclSyntaxProtocol) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
      let type = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: node,
          message: MacroMessage(
            "'@Presents' applies to a 'var' of an optional type: @Presents var child: Child.State?"
          ))
      ])
    }
    name = identifier.identifier.text
    childType = type.wrappedType.trimmedDescription
  }
}
