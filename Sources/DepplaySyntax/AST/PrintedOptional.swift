/// How `print` and a string interpolation show a value whose Swift type is an Optional. The
/// language's values carry no Optional wrapper (a value is the value itself or `nil`), so
/// the checker marks each printed expression whose type it knows to be one: a local declared
/// with an optional type (`let count: Int? = 3`), an array of them (`[String?]`), an
/// optional chain, a `try?`, and array and tuple literals holding them.
package enum PrintedOptional: Sendable, Equatable {
  /// `T?`: `Optional(3)`, `Optional("Blob")`, or `nil`.
  case optional
  /// `[T?]`: each element so, `[Optional("a"), nil]`.
  case elements
  /// A tuple, each element with its own shape (`nil` for one that is no Optional):
  /// `(1, Optional(2))`.
  indirect case tuple([PrintedOptional?])

  /// The shape a type annotation gives (`Int?`, `Optional<Int>`, `[String?]`); `nil` for a
  /// type that is no Optional.
  package init?(annotation type: String) {
    let written = type.filter { !$0.isWhitespace }
    if Self.isFunctionType(written) { return nil }  // `(Int) -> Int?` returns one; it is none
    if written.hasSuffix("?") || written.hasPrefix("Optional<") {
      self = .optional
    } else if written.hasPrefix("["), written.hasSuffix("?]"), !written.contains(":") {
      self = .elements
    } else {
      return nil
    }
  }

  /// Whether the type is a function's: an arrow outside any parentheses or brackets
  /// (`(Int) -> Int?`, but not `((Int) -> Int)?` or `[() -> Void]`).
  private static func isFunctionType(_ written: String) -> Bool {
    var depth = 0
    var previous: Character?
    for character in written {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous == "-": if depth == 0 { return true }
      case ">": depth -= 1
      default: break
      }
      previous = character
    }
    return false
  }
}
