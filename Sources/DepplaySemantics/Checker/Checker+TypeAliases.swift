import DepplaySyntax

extension Checker {
  /// `typealias UserID = Int` (declared ahead of the statements at the top level).
  package mutating func check(_ declaration: TypeAliasDeclaration) throws(CheckError) {
    if !isDeclaredAhead(declaration.range) { try declare(declaration) }
  }

  /// Declares the alias: its name is free, and names a type from here on.
  package mutating func declare(_ declaration: TypeAliasDeclaration) throws(CheckError) {
    try declareType(declaration.name, at: declaration.nameRange)
    guard names.typeAliases[declaration.name] == nil else {
      throw CheckError("invalid redeclaration of '\(declaration.name)'", at: declaration.nameRange)
    }
    names.typeAliases[declaration.name] = declaration.type
  }

  /// A type alias used in code (`UserID(…)`, `Alias.member`) rather than in a type
  /// annotation, where depplay reads it: refused by name.
  package func refuseTypeAliasValue(_ name: String, range: SourceRange) throws(CheckError) {
    guard !scopes.contains(where: { $0.contains(name) }), let type = names.typeAliases[name]
    else { return }
    throw CheckError(
      "the type alias '\(name)' in code is not supported yet", at: range,
      notes: ["write the type it names: \(type)"])
  }
}
