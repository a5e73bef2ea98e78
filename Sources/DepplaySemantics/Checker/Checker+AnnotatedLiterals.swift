import DepplaySyntax

/// A literal given to a `let` or `var` whose annotation names another of Swift's literal types
/// (`let count: Int = "3"`) is swiftc's error, with swiftc's words, at the literal: depplay's
/// values carry their type only when the program runs, where the mistake would otherwise pass.
extension Checker {
  /// Refuses `value` when it is a literal (or an array literal of literals) that cannot be
  /// the type `annotation` names (an Optional of it too, a type alias of it).
  package func checkAnnotatedLiteral(_ value: Expression, annotation: String?)
    throws(CheckError)
  {
    guard let annotation else { return }
    var type = names.typeAliases[annotation] ?? annotation
    if type.hasSuffix("?") { type.removeLast() }
    if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":"),
      case .list(let elements, _) = value
    {
      let element = String(type.dropFirst().dropLast())
      let elementType = names.typeAliases[element] ?? element
      for item in elements {
        guard let given = LiteralType(item), let expected = LiteralType(rawValue: elementType),
          !given.converts(to: expected)
        else { continue }
        throw CheckError(
          "cannot convert value of type '\(given.rawValue)' to expected element type "
            + "'\(expected.rawValue)'", at: item.range)
      }
      return
    }
    guard let given = LiteralType(value), let expected = LiteralType(rawValue: type),
      !given.converts(to: expected)
    else { return }
    if given == .int, expected == .bool, case .integer(let number, _) = value {
      throw CheckError(
        "integer literal value '\(number)' cannot be used as a boolean; did you mean "
          + "'\(number == 0 ? "false" : "true")'?", at: value.range)
    }
    throw CheckError(
      "cannot convert value of type '\(given.rawValue)' to specified type '\(expected.rawValue)'",
      at: value.range)
  }
}

/// The type of a literal Swift gives it when nothing else does, and the types it can be.
enum LiteralType: String {
  case int = "Int"
  case double = "Double"
  case string = "String"
  case bool = "Bool"

  /// The type of `expression` when it is a literal.
  init?(_ expression: Expression) {
    switch expression {
    case .integer: self = .int
    case .floatingPoint: self = .double
    case .string: self = .string
    case .boolean: self = .bool
    default: return nil
    }
  }

  /// Whether a literal of this type can be a value of `type` (an integer literal a `Double`).
  func converts(to type: LiteralType) -> Bool { self == type || (self == .int && type == .double) }
}
