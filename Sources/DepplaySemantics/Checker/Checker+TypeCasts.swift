import DepplaySyntax

extension Checker {
  /// `value is T`, `value as? T`, `value as! T`: the value is checked, and `T` is one of
  /// Swift's types depplay's values have (``TypeCast/Target``) or a type or protocol the
  /// script declares, as swiftc requires a type in scope.
  package mutating func check(_ cast: TypeCast, of operand: Expression) throws(CheckError) {
    try check(operand)
    guard case .declared(let name) = cast.target else { return }
    if let aliased = names.typeAliases[name] {
      throw CheckError(
        "a cast to the type alias '\(name)' is not supported yet", at: cast.typeRange,
        notes: ["cast to the type it names: \(cast.kind.symbol) \(aliased)"])
    }
    let declared = castableTypes
    guard !declared.contains(name) else { return }
    throw CheckError(
      "cannot find type '\(name)' in scope", at: cast.typeRange,
      notes: DidYouMean.note(
        for: name, among: declared.union(TypeCast.Target.standard.map(\.name))))
  }

  /// The script's types a cast may name: its structs, enums, classes, error types, clients and
  /// protocols, and the library's errors.
  private var castableTypes: Set<String> {
    Set(names.structs.keys).union(names.enums.keys).union(names.models.keys)
      .union(names.protocols.keys).union(names.errorTypes).union(names.types.keys)
      .union([Self.unimplementedError, Self.cancellationError])
  }
}
