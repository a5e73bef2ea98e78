import DepplaySemantics
import DepplaySyntax

extension Interpreter {
  /// `error.localizedDescription` of a case of the script's enum that conforms to
  /// `LocalizedError`: the `errorDescription` it declares, run as the enum's code. Foundation
  /// falls back on a text that names the program's module and the case's number (`The
  /// operation could not be completed. (Client.LoginError error 1.)`); depplay refuses that
  /// by name instead. `nil` when `name` is not this member of such a value.
  func localizedDescription(
    _ name: String, of value: ScriptValue, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    // Only a case of an enum is looked at: a struct's field or any other value's member read
    // pays nothing for it.
    guard case .enumCase(let error) = value, ErrorMember(rawValue: name) == .localizedDescription,
      let declaration = state.withLock({ $0.enums[error.typeName] }), declaration.isError
    else { return nil }
    let described =
      declaration.conformances.contains(.localizedError)
      ? try computedMember("errorDescription", of: value, range: range, &context) : nil
    guard case .string(let text)? = described else {
      throw RuntimeError(
        "the 'localizedDescription' of an error without an 'errorDescription' is not supported"
          + " yet: Foundation's text names the program's module", at: range,
        notes: [
          "make \(error.typeName) conform to LocalizedError, with var errorDescription:"
            + " String? { … } giving a text for this case, or print the error itself"
        ])
    }
    return .string(text)
  }
}
