/// The Swift type of an expression as the export infers it (``ProgramWriter/valueType(of:)``):
/// its text, as the export writes it, and whether a value of it is an `Optional` (or, of a
/// function, what it returns), as ``DepplaySyntax/TypeShape/givesOptional`` says of a type
/// written: what `if let` asks of it, without reading its text.
package struct InferredType: Equatable {
  /// The type as Swift writes it: `Int`, `APIClient?`, `@Sendable () -> Int`.
  package var text: String
  /// Whether a value of it is an Optional, or, of a function, what it returns.
  package var givesOptional = false

  /// A function `() -> result` (`@Sendable () -> Int?`), which gives an Optional where its
  /// result is one.
  package static func closure(returning result: InferredType) -> InferredType {
    InferredType(text: "@Sendable () -> \(result.text)", givesOptional: result.givesOptional)
  }
}

extension KeyValueType {
  /// The key's value's type as an inferred type: an Optional where the script writes one, or
  /// where one of its values is `nil`.
  package var inferred: InferredType {
    switch self {
    case .written(let type, let shape): InferredType(text: type, givesOptional: shape.givesOptional)
    case .given(_, let isOptional): InferredType(text: text, givesOptional: isOptional)
    case .alwaysNil: InferredType(text: text, givesOptional: true)
    }
  }
}
