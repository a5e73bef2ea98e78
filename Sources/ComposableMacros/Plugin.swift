import Foundation
import SwiftSyntaxMacros

#if canImport(SwiftCompilerPluginMessageHandling)
  @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#endif

/// The compiler plugin that expands `ComposableRuntime`'s macros: `swiftc` starts it and
/// exchanges messages with it on its standard input and output.
@main
struct ComposableMacrosPlugin: PluginProvider {
  /// The macros by the type name their declarations give in `#externalMacro`.
  static var macros: [String: any Macro.Type] {
    [
      "CasePathableMacro": CasePathableMacro.self,
      "DependencyClientMacro": DependencyClientMacro.self,
      "DependencyEndpointMacro": DependencyEndpointMacro.self,
      "ObservableStateMacro": ObservableStateMacro.self,
      "PresentsMacro": PresentsMacro.self,
      "ReducerMacro": ReducerMacro.self,
    ]
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = Self.macros[typeName] else {
      throw UnknownMacro(moduleName: moduleName, typeName: typeName)
    }
    return macro
  }

  /// Serves the compiler over standard input and output with the message connection of
  /// the toolchain's own plugin library, whose JSON is the compiler's.
  static func main() throws {
    let connection = try StandardIOMessageConnection()
    try CompilerPluginMessageListener(connection: connection, provider: Self()).main()
  }
}

/// A macro type the plugin does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
  let moduleName: String
  let typeName: String
  var description: String { "ComposableMacros has no macro \(moduleName).\(typeName)" }
}
