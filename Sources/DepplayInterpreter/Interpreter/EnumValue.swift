import DepplaySyntax

/// A value of a plain enum (``EnumDeclaration``): one of its cases, with the case's
/// associated values.
package struct EnumValue: Sendable {
  /// One associated value, with the label its case declares for it.
  package struct Part: Sendable {
    /// The label (`progress` in `loading(progress: Int)`), if declared.
    package var label: String?
    /// The value.
    package var value: ScriptValue
  }

  /// The enum's name.
  package var typeName: String
  /// The case's name.
  package var caseName: String
  /// The associated values, in order; `nil` for a case declared without parentheses.
  package var payload: [Part]?
  /// The case's raw value, for an enum with a raw type.
  package var rawValue: EnumDeclaration.RawValue?
  /// Whether it is a value of Swift's `Result` (``EnumDeclaration/swiftResult``).
  package var isSwiftResult = false

  /// How `print` shows it, as Swift does: `idle`, `loaded("facts")`,
  /// `failed(message: "timeout", retries: 2)`.
  package var description: String {
    guard let payload else { return caseName }
    let parts = payload.map { part in
      (part.label.map { "\($0): " } ?? "") + part.value.debugDescription
    }
    return "\(caseName)(" + parts.joined(separator: ", ") + ")"
  }

  /// How it reads inside a record, a list or another case: with its type, as Swift's
  /// `debugDescription` shows it without the module's name (`LoadState.idle`).
  package var debugDescription: String { typeName + "." + description }

  /// Swift's synthesized `==`: the same case, with equal associated values.
  package func isEqual(to other: EnumValue) -> Bool {
    guard typeName == other.typeName, caseName == other.caseName else { return false }
    let (mine, theirs) = (payload ?? [], other.payload ?? [])
    return mine.count == theirs.count
      && zip(mine, theirs).allSatisfy { $0.value.isEqual(to: $1.value) }
  }
}
