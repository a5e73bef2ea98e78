import DepplaySyntax

/// The types the checker knows a local holds, from its annotation or its value (`let model =
/// JournalModel()`, `let rows: IdentifiedArrayOf<Row> = …`, `var copy = model`): one of the
/// script's classes or actors, whose stored properties a `let` assigns and whose isolation
/// swiftc checks, or an identified array, whose `append` gives what it did.
extension Checker {
  /// The type of the value `value` (or the annotation `annotation`) gives, where the checker
  /// knows it: one of the script's classes or actors, or an identified array
  /// (``identifiedArrayType(given:annotation:)``).
  func heldType(given value: Expression?, annotation: String?) -> String? {
    if let annotation, names.models[annotation] != nil { return annotation }
    if let identified = identifiedArrayType(given: value, annotation: annotation) {
      return identified
    }
    switch value {
    case .call(.name(let type, _), _, _, _)?
    where resolution(of: type) == .model && names.models[type] != nil:
      return type
    case .name(let name, _)?:
      return heldType(by: name)
    default:
      return nil
    }
  }

  /// The type the innermost declaration of `name` holds, if the checker knows it
  /// (``heldType(given:annotation:)``).
  func heldType(by name: String) -> String? {
    guard let index = scopes.lastIndex(where: { $0.contains(name) }),
      index < heldTypeScopes.count
    else { return nil }
    return heldTypeScopes[index][name]
  }

  /// The class or actor the innermost declaration of `name` holds an instance of, if it is
  /// known.
  func modelHeld(by name: String) -> String? {
    guard let type = heldType(by: name), names.models[type] != nil else { return nil }
    return type
  }
}
