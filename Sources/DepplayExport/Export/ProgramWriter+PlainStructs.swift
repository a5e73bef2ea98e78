import DepplaySyntax

extension ProgramWriter {
  /// `struct User: Equatable, Sendable { let id: Int; var isAdmin = false }`, written as it was
  /// declared: Swift synthesizes the same memberwise initializer, `==` and description.
  package mutating func plainStructDeclaration(_ declaration: StructDeclaration) throws(ExportError)
    -> [String]
  {
    let conformances = (declaration.conformances.map(\.rawValue) + declaration.protocols)
      .joined(separator: ", ")
    let keyword = declaration.isCaselessEnum ? "enum" : "struct"
    let header =
      if let action = declaration.alertStateAction {
        "extension AlertState where Action == \(action)"
      } else {
        "\(keyword) \(declaration.name)\(GenericParameter.clause(declaration.genericParameters))"
          + (conformances.isEmpty ? "" : ": \(conformances)")
      }
    let members = try structMembers(declaration)
    let attribute = mainActorLines(declaration.isMainActor)
    guard !declaration.properties.isEmpty || !members.isEmpty || !declaration.typeAliases.isEmpty
    else { return attribute + [header + " {}"] }
    var lines = attribute + [header + " {"]
    lines += declaration.typeAliases.map { "  typealias \($0.name) = \($0.type)" }
    for property in declaration.properties {
      if let keyPath = property.dependencyKeyPath {
        lines.append(
          try dependencyPropertyLine(name: property.name, keyPath: keyPath, at: property.range))
        continue
      }
      lines += try storedPropertyLines(property, of: nil)
    }
    let separated = declaration.properties.isEmpty ? members.drop { $0.isEmpty } : members[...]
    if !declaration.staticProperties.isEmpty, !declaration.properties.isEmpty { lines.append("") }
    return lines + separated + ["}"]
  }
}

extension ProgramWriter {
  /// `  var name: Type = value` as declared, a plain struct's or a class's.
  package mutating func storedPropertyLine(_ property: StructDeclaration.Property)
    throws(ExportError)
    -> String
  {
    var line =
      "  \(property.access.prefix)\(property.isLazy ? "lazy " : "")"
      + "\(property.isConstant ? "let" : "var") \(property.name)"
    if let type = property.type { line += ": \(type)" }
    if let value = property.initialValue {
      // A closure's lines (`lazy var header: String = { … }()`) are indented as the member.
      line += " = " + (try expression(value)).replacingOccurrences(of: "\n", with: "\n  ")
    }
    return line
  }
}
