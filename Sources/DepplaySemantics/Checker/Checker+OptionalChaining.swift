import DepplaySyntax

/// Optional chaining as Swift checks it: `?.` only on a value that may be `nil`; a chain's
/// value is an Optional, printed as Swift prints one (``PrintedOptional``).
extension Checker {
  /// `base?` in a chain: refused where the checker can tell that `base` is never `nil` (a
  /// literal, a built-in key, a key declared without a `nil` value, a type's construction),
  /// with Swift's message.
  package mutating func checkOptionalBind(_ base: Expression, range: SourceRange) throws(CheckError)
  {
    try check(base)
    guard let what = neverNil(base) else { return }
    throw CheckError(
      "cannot use optional chaining on non-optional value \(what)", at: range,
      notes: ["Swift allows '?.' only on an Optional: write '.' instead"])
  }

  /// How to name `expression` in the error when it is certainly not `nil`; `nil` when it
  /// may be.
  private func neverNil(_ expression: Expression) -> String? {
    switch expression {
    case .integer: return "of type 'Int'"
    case .floatingPoint: return "of type 'Double'"
    case .string: return "of type 'String'"
    case .boolean: return "of type 'Bool'"
    case .list: return "of an array type"
    case .closure: return "of a function type"
    case .name(let name, _) where resolution(of: name) == .key:
      if Builtin.keys[name] != nil { return "'\(name)' (a built-in key, never nil)" }
      guard !names.optionalKeys.contains(name) else { return nil }
      return "'\(name)' (its key is declared without a nil value)"
    case .call(.name(let name, _), _, _, _)
    where resolution(of: name) == .model && names.types[name] != nil:
      return "of type '\(name)'"
    default:
      return nil
    }
  }
}
