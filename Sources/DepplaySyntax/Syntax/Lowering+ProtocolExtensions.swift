import SwiftSyntax

extension Lowering {
  /// `extension Greeter { func greet(_ person: String) -> String { … } }` at the top level,
  /// where `Greeter` is a protocol of the script: nothing to run (`[]`), since each struct
  /// that conforms reads its methods (``addProtocolDefaults(to:from:)``). `nil` when the
  /// extended type is no protocol of the script.
  package func protocolExtension(_ syntax: ExtensionDeclSyntax, isTopLevel: Bool)
    throws(ParseError) -> [Statement]?
  {
    let name = syntax.extendedType.trimmedDescription
    guard protocolNames.contains(name) else { return nil }
    try requireFileScope(syntax, isTopLevel: isTopLevel)
    try refuseAttributes(syntax.attributes, on: "an extension")
    if let clause = syntax.genericWhereClause {
      throw notSupported("a 'where' clause on an extension of a protocol", at: clause)
    }
    if let inheritance = syntax.inheritanceClause {
      throw notSupported("an extension that makes a protocol refine another", at: inheritance)
    }
    for member in syntax.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else {
        let what =
          member.decl.is(VariableDeclSyntax.self) ? "a property" : Self.memberKind(member.decl)
        throw notSupported(
          "\(what) in an extension of protocol '\(name)'", at: member.decl,
          notes: ["an extension of a protocol may give methods: func name(…) -> Type { … }"])
      }
    }
    return []
  }

  /// The methods the top-level extensions of the protocols `declaration` conforms to give it:
  /// each one it does not declare itself, as Swift's conformance finds a default
  /// implementation. A method of the struct's own that hides a method of the extension alone
  /// (no requirement) is refused by name: Swift calls the extension's through `any Greeter`
  /// and the struct's on the struct, which depplay does not tell apart yet.
  package mutating func addProtocolDefaults(
    to declaration: inout StructDeclaration, from syntax: StructDeclSyntax
  ) throws(ParseError) {
    guard let file = syntax.root.as(SourceFileSyntax.self) else { return }
    for protocolName in declaration.protocols {
      let required = Self.requiredMethods(of: protocolName, in: file)
      for item in file.statements {
        guard let extensionSyntax = item.item.as(ExtensionDeclSyntax.self),
          extensionSyntax.extendedType.trimmedDescription == protocolName
        else { continue }
        // Its members are methods (``protocolExtension(_:isTopLevel:)`` refuses the rest).
        for member in extensionSyntax.memberBlock.members {
          guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
          try addDefault(function, of: protocolName, required: required, to: &declaration)
        }
      }
    }
  }

  /// One member of an extension of `protocolName`, given to `declaration` unless it declares
  /// its own.
  private mutating func addDefault(
    _ function: FunctionDeclSyntax, of protocolName: String, required: Set<String>,
    to declaration: inout StructDeclaration
  ) throws(ParseError) {
    var method = try self.method(function, in: declaration.name)
    method.protocolDefault = protocolName
    let labels = method.parameters.map(\.label)
    guard
      let own = declaration.methods.first(where: {
        $0.name == method.name && $0.parameters.map(\.label) == labels
      })
    else {
      declaration.methods.append(method)
      return
    }
    guard required.contains(method.name) else {
      throw ParseError(
        "a method of '\(declaration.name)' ('\(method.name)') that hides a method of an"
          + " extension of protocol '\(protocolName)' that is no requirement is not supported"
          + " yet", at: own.nameRange,
        notes: [
          "declare '\(method.name)' in protocol '\(protocolName)' too, or give the struct's"
            + " method another name"
        ])
    }
  }

  /// The names of the methods the protocol `name` of `file` requires.
  private static func requiredMethods(of name: String, in file: SourceFileSyntax) -> Set<String> {
    for item in file.statements {
      guard let protocolSyntax = item.item.as(ProtocolDeclSyntax.self),
        protocolSyntax.name.text == name
      else { continue }
      return Set(
        protocolSyntax.memberBlock.members.compactMap {
          $0.decl.as(FunctionDeclSyntax.self)?.name.text
        })
    }
    return []
  }
}
