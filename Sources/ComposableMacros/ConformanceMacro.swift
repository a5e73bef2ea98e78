import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// A macro whose extension declares a conformance to a `ComposableRuntime` protocol:
/// `extension Type: ComposableRuntime.Name {}`, unless the type already conforms.
protocol ConformanceMacro: ExtensionMacro {
  /// The protocol's name in `ComposableRuntime`.
  static var protocolName: String { get }

  /// Throws the macro's error when it cannot apply to `declaration`.
  static func check(_ declaration: some DeclGroupSyntax, node: AttributeSyntax) throws

  /// The protocols the extension conforms `declaration` to: ``protocolName`` unless the
  /// macro says otherwise.
  static func protocolNames(for declaration: some DeclGroupSyntax) -> [String]
}

extension ConformanceMacro {
  static func check(_ declaration: some DeclGroupSyntax, node: AttributeSyntax) throws {}

  static func protocolNames(for declaration: some DeclGroupSyntax) -> [String] {
    [protocolName]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try check(declaration, node: node)
    guard !protocols.isEmpty else { return [] }
    let conformances = protocolNames(for: declaration).map { "ComposableRuntime." + $0 }
    let extensionText: DeclSyntax =
      "extension \(raw: type.trimmedDescription): \(raw: conformances.joined(separator: ", ")) {}"
    return [extensionText.cast(ExtensionDeclSyntax.self)]
  }
}
