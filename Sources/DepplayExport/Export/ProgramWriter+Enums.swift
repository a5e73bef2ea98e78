import DepplaySyntax

extension ProgramWriter {
  /// `enum Color: String, CaseIterable { case red; case green = "g" }`, written as it was
  /// declared (a raw value only where it was written): Swift synthesizes the same raw values,
  /// `==`, `allCases` and description; then its static properties, computed properties and
  /// methods, as a struct's.
  /// A view action enum that is `BindableAction` is refused by name.
  package mutating func plainEnumDeclaration(_ declaration: EnumDeclaration) throws(ExportError)
    -> [String]
  {
    if declaration.isBindable {
      throw ExportError(
        "a view action enum that conforms to 'BindableAction' ('enum \(declaration.name):"
          + " BindableAction')", because: "the export writes BindingReducer() alone so far",
        at: declaration.nameRange,
        notes: ["run it in depplay; to export, put case binding(BindingAction<State>) in Action"])
    }
    let inherited =
      [declaration.rawType?.rawValue].compactMap { $0 }
      + declaration.conformances.map(\.rawValue)
    let header =
      "enum \(declaration.name)"
      + (inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", "))
    // `LocalizedError` is Foundation's.
    if declaration.conformances.contains(.localizedError) { usesFoundation = true }
    let attributes =
      (declaration.isCasePathable ? ["@CasePathable"] : [])
      + (declaration.hasCaseProperties ? ["@dynamicMemberLookup"] : [])
    guard !declaration.cases.isEmpty else { return attributes + [header + " {}"] }
    var lines = attributes + [header + " {"]
    for enumCase in declaration.cases {
      var line = "  case \(enumCase.name)"
      if let parameters = enumCase.parameters {
        line +=
          "("
          + parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
          .joined(separator: ", ") + ")"
      }
      switch enumCase.rawValue {
      case .string(let text)? where enumCase.rawValueIsWritten: line += " = " + swiftString(text)
      case .int(let number)? where enumCase.rawValueIsWritten: line += " = \(number)"
      default: break
      }
      lines.append(line)
    }
    return lines + (try structMembers(declaration.memberDeclaration)) + ["}"]
  }
}
