import DepplaySyntax

extension Checker {
  /// `value is T`, `value as? T`, `value as! T`, `value as T`: the value is checked, and `T`
  /// is one of Swift's types depplay's values have (``TypeCast/Target``) or a type or
  /// protocol the script declares (or an array of one), as swiftc requires a type in scope.
  package mutating func check(_ cast: TypeCast, of operand: Expression) throws(CheckError) {
    try check(operand)
    if cast.kind == .coercion, cast.target != .any, !Self.isCoercedLiteral(operand) {
      // Whether a value already is a `T` depends on its static type, which depplay does not
      // know: Swift's `shape as Circle` is an error where `circle as Shape` is not.
      throw CheckError(
        "'as' (a coercion) to '\(cast.target.name)' of a value that is not a literal is not"
          + " supported yet", at: cast.typeRange,
        notes: ["coerce a literal (3 as Double) or any value to Any; cast with as? or as!"])
    }
    for name in cast.target.declaredNames {
      if let aliased = names.typeAliases[name] {
        throw CheckError(
          "a cast to the type alias '\(name)' is not supported yet", at: cast.typeRange,
          notes: ["cast to the type it names: \(cast.kind.symbol) \(aliased)"])
      }
      let declared = castableTypes
      guard !declared.contains(name) else { continue }
      throw CheckError(
        "cannot find type '\(name)' in scope", at: cast.typeRange,
        notes: DidYouMean.note(
          for: name, among: declared.union(TypeCast.Target.standard.map(\.name))))
    }
  }

  /// Whether a coercion may name `operand`'s type whatever it is: a literal (`3`, `-1`,
  /// `"a"`), or an array or dictionary literal of them (`[1, 2]`, `[]`, `["a": 1]`, `[:]`).
  private static func isCoercedLiteral(_ operand: Expression) -> Bool {
    switch operand {
    case .list(let elements, _): elements.allSatisfy(isCoercedLiteral)
    case .dictionary(let entries, _):
      entries.allSatisfy { isCoercedLiteral($0.key) && isCoercedLiteral($0.value) }
    case .unary(.negate, let number, _): isCoercedLiteral(number)
    default: operand.isLiteral
    }
  }

  /// The script's types a cast may name: its structs, enums, classes, error types, clients and
  /// protocols, and the library's errors.
  private var castableTypes: Set<String> {
    Set(names.structs.keys).union(names.enums.keys).union(names.models.keys)
      .union(names.protocols.keys).union(names.errorTypes).union(names.types.keys)
      .union([Self.unimplementedError, Self.unimplementedFailure, Self.cancellationError])
  }
}
