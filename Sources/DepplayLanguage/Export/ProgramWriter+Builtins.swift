import Foundation

extension ProgramWriter {
  /// `!` after a failable initializer of a built-in type (`TimeZone(identifier: "UTC")`,
  /// `UUID(uuidString: "…")`) whose literal argument is valid, as Swift code writes it; a
  /// value that is not a literal, or is invalid, has no faithful export.
  func unwrapping(_ callee: Expression, _ arguments: [Argument], range: SourceRange)
    throws(ExportError) -> String
  {
    guard case .name(let type, _) = callee, let label = arguments.first?.label,
      arguments.count == 1
    else { return "" }
    let value = arguments[0].value
    let valid: Bool
    switch (type, label, value) {
    case ("TimeZone", "identifier", .string(let parts, _)):
      valid = literalText(parts).flatMap(TimeZone.init(identifier:)) != nil
    case ("TimeZone", "secondsFromGMT", .integer(let seconds, _)):
      valid = TimeZone(secondsFromGMT: seconds) != nil
    case ("UUID", "uuidString", .string(let parts, _)):
      valid = literalText(parts).flatMap(UUID.init(uuidString:)) != nil
    case ("TimeZone", _, _), ("UUID", "uuidString", _):
      valid = false
    default:
      return ""
    }
    guard valid else {
      throw ExportError(
        "this \(type)", because: "its initializer fails unless given a valid literal", at: range)
    }
    return "!"
  }

  private func literalText(_ parts: [StringPart]) -> String? {
    guard parts.count <= 1 else { return nil }
    guard case .text(let text)? = parts.first else { return parts.isEmpty ? "" : nil }
    return text
  }
}
