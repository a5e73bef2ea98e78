import DepplaySyntax

/// How `print` and string interpolation show a value of a plain struct that conforms to
/// `CustomStringConvertible`: by its `description`, run as the struct's code, wherever the
/// value stands (alone, in a list, in another struct's fields), as Swift's printing asks each
/// value for its description.
extension Interpreter {
  /// The text `print` and `\(…)` write for `value`.
  package func printed(_ value: ScriptValue, range: SourceRange, _ context: inout Context) throws
    -> String
  {
    guard hasCustomDescriptions else { return value.description }
    return try written(value, quoted: false, range: range, &context)
  }

  /// Whether a plain struct or an error struct of the session conforms to
  /// `CustomStringConvertible` (else every value prints as its ``ScriptValue/description``).
  private var hasCustomDescriptions: Bool {
    state.withLock { state in
      state.structs.values.contains {
        $0.declaration.conformances.contains(.customStringConvertible)
      }
        || state.typeMembers.values.contains {
          $0.declaration.conformances.contains(.customStringConvertible)
        }
    }
  }

  /// `value` written as `print` writes it (`quoted`: as an element or a field, strings
  /// quoted), each value of a `CustomStringConvertible` struct by its `description`.
  private func written(
    _ value: ScriptValue, quoted: Bool, range: SourceRange, _ context: inout Context
  ) throws -> String {
    switch value {
    case .record(let record):
      if let description = try customDescription(of: record, range: range, &context) {
        return description
      }
      var texts: [String] = []
      for field in record.fields {
        texts.append(try written(field.value, quoted: true, range: range, &context))
      }
      return record.describe(writtenValues: texts)
    case .list(let values):
      var elements: [String] = []
      for element in values {
        elements.append(try written(element, quoted: true, range: range, &context))
      }
      return "[" + elements.joined(separator: ", ") + "]"
    default:
      return quoted ? value.debugDescription : value.description
    }
  }

  /// The `description` of `record` when its struct (a plain struct, or an error struct)
  /// conforms to `CustomStringConvertible`.
  private func customDescription(of record: Record, range: SourceRange, _ context: inout Context)
    throws -> String?
  {
    guard let declared = declaredMembers(ofType: record.name),
      declared.declaration.conformances.contains(.customStringConvertible)
    else { return nil }
    let value =
      try computedMember("description", of: .record(record), range: range, &context)
      ?? record[field: "description"]
    return value?.description
  }
}
