import DepplaySyntax

extension Checker {
  /// A plain enum: declared once (ahead of the statements at the top level), its type name
  /// free, and its members checked.
  package mutating func check(_ declaration: EnumDeclaration) throws(CheckError) {
    if !isDeclaredAhead(declaration.range) { try declare(declaration) }
    try checkMembers(of: declaration)
  }

  /// A plain enum's computed properties, checked as a plain struct's are, with `self` the
  /// case value (``EnumDeclaration/memberDeclaration``); an `Identifiable` enum declares its
  /// `id`, as Swift requires.
  package mutating func checkMembers(of declaration: EnumDeclaration) throws(CheckError) {
    if declaration.conformances.contains(.identifiable),
      !declaration.computedProperties.contains(where: { $0.name == "id" })
    {
      throw CheckError(
        "type '\(declaration.name)' does not conform to protocol 'Identifiable'",
        at: declaration.nameRange,
        notes: ["declare its id: var id: String { rawValue }"])
    }
    try checkMembers(of: declaration.memberDeclaration)
  }

  /// Declares the plain enum's name, free until now.
  package mutating func declare(_ declaration: EnumDeclaration) throws(CheckError) {
    try declareType(declaration.name, at: declaration.nameRange)
    names.types[declaration.name] = []
    names.enums[declaration.name] = declaration
    if declaration.isError { names.errorTypes.insert(declaration.name) }
  }

  /// A plain enum declared inside a feature (`enum CancelID { … }`), declared by its own name
  /// as if at the top level: a second type of that name (another feature's `CancelID`, which
  /// Swift keeps apart) is refused by name.
  package mutating func declareNested(_ declaration: EnumDeclaration) throws(CheckError) {
    if names.types[declaration.name] != nil, names.enums[declaration.name]?.isSwiftResult != true {
      throw CheckError(
        "a second type named '\(declaration.name)' inside a feature is not supported yet",
        at: declaration.nameRange,
        notes: [
          "depplay declares an enum inside a feature by its own name, as if at the top level:"
            + " give each its own name (enum Timer\(declaration.name) { … })"
        ])
    }
    try declare(declaration)
  }

  /// A `switch` over a plain enum (or a tuple of them) covers every case of it, or has a
  /// `default:`, as Swift requires (``SwitchStatement/plainEnumCoverage(enums:isFeatureCase:)``,
  /// ``SwitchStatement/tupleCoverage(enums:)``).
  package func checkExhaustive(_ statement: SwitchStatement) throws(CheckError) {
    if let missing = statement.tupleCoverage(enums: names.enums.values), !missing.isEmpty {
      throw CheckError(
        "switch must be exhaustive", at: statement.range,
        notes: missing.map { "add missing case: '\($0)'" } + ["or add 'default:'"])
    }
    let features = names.features.values
    guard
      let (_, missing) = statement.plainEnumCoverage(
        enums: names.enums.values,
        isFeatureCase: { name in features.contains { $0.actionCases[name] != nil } }),
      !missing.isEmpty
    else { return }
    throw CheckError(
      "switch must be exhaustive", at: statement.range,
      notes: missing.map { "add missing case: '\(EnumDeclaration.missingCasePattern($0))'" }
        + ["or add 'default:'"])
  }
}
