import DepplaySyntax

/// What a property read holds where the checker knows no more of its base than the
/// property's name (`store.forecast`, `state.rows`): the types every stored property of that
/// name is declared with, in the script's plain structs and its features' `State`s.
extension Checker {
  /// The types the stored properties named `name` are declared with (`nil` for one declared
  /// without a type), in the script's plain structs and features' `State`s.
  func declaredPropertyTypes(named name: String) -> [String?] {
    let inStructs = names.structs.values.flatMap(\.properties).filter { $0.name == name }
    let inStates = names.features.values.filter { $0.stateFields.contains(name) }
    return inStructs.map(\.type) + inStates.map { $0.stateFieldTypes[name] }
  }

  /// Whether `expression` reads a property that every declaration of its name declares with
  /// a type that `holds` (at least one declaring it), those of a type `ignoring` passes over
  /// aside.
  func readsProperty(
    _ expression: Expression, ignoring: (String) -> Bool = { _ in false },
    ofTypeWhere holds: (String) -> Bool
  ) -> Bool {
    guard case .member(_, let name, _) = expression else { return false }
    let types = declaredPropertyTypes(named: name).filter { $0.map(ignoring) != true }
    return !types.isEmpty && types.allSatisfy { $0.map(holds) == true }
  }

  /// Whether `expression` reads a property every declaration of whose name is an Optional
  /// (`var forecast: Forecast?`): `map` and `flatMap` on it are the Optional's own. A
  /// client's endpoint of that name (`var forecast: @Sendable (String) async throws ->
  /// Forecast`) has no `map`, so it does not count.
  func readsOptionalProperty(_ expression: Expression) -> Bool {
    readsProperty(expression, ignoring: Self.isFunctionType) { $0.hasSuffix("?") }
  }

  /// Whether the written type `type` is a function's (`(String) async -> Int`), not an
  /// Optional one.
  private static func isFunctionType(_ type: String) -> Bool {
    type.contains("->") && !type.hasSuffix("?")
  }
}
