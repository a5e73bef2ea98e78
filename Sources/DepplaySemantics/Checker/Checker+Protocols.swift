import DepplaySyntax

extension Checker {
  /// Declares the script's protocol, its name free until now.
  package mutating func declare(_ declaration: ProtocolDeclaration) throws(CheckError) {
    try declareType(declaration.name, at: declaration.nameRange)
    names.protocols[declaration.name] = declaration
  }

  /// A plain struct that conforms to the script's protocols has each requirement: a method of
  /// the same name and argument labels, a stored or computed property of the same name. One
  /// missing is swiftc's error, at the struct's name; a method of the requirement's name with
  /// other labels is swiftc's error at the method.
  package func checkConformances(of declaration: StructDeclaration) throws(CheckError) {
    for name in declaration.protocols {
      guard let conformed = names.protocols[name] else { continue }
      for requirement in conformed.requirements where !Self.has(requirement, declaration) {
        if case .method = requirement.kind,
          let relabelled = declaration.method(named: requirement.name)
        {
          let labels = relabelled.parameters.map { ($0.label ?? "_") + ":" }.joined()
          throw CheckError(
            "instance method '\(relabelled.name)(\(labels))' has different argument labels from"
              + " those required by protocol '\(name)' ('\(requirement.name)')",
            at: relabelled.nameRange, notes: ["the protocol requires \(requirement.spelling)"])
        }
        throw CheckError(
          "type '\(declaration.name)' does not conform to protocol '\(name)'",
          at: declaration.nameRange,
          notes: [
            "protocol requires \(requirement.described): add it to \(declaration.name) ("
              + requirement.spelling + ")"
          ])
      }
    }
  }

  private static func has(
    _ requirement: ProtocolDeclaration.Requirement, _ declaration: StructDeclaration
  ) -> Bool {
    switch requirement.kind {
    case .method(let labels):
      declaration.methods.contains {
        !$0.isStatic && $0.name == requirement.name && $0.parameters.map(\.label) == labels
      }
    case .property:
      declaration.properties.contains { $0.name == requirement.name }
        || declaration.computedProperty(named: requirement.name) != nil
    }
  }
}
