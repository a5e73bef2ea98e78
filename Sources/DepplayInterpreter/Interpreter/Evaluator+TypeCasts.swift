import DepplaySyntax

/// `is`, `as?` and `as!` at run time: depplay's values carry their types, so a cast asks the
/// value's own type, as Swift's dynamic cast does whatever the static type (`any Greeter`,
/// `any Error`, an Optional).
extension Interpreter {
  /// `value` cast as `cast` says: whether it is a `T` (`is`), the value or `nil` (`as?`),
  /// the value or Swift's trap (`as!`).
  package func cast(_ value: ScriptValue, _ cast: TypeCast, range: SourceRange) throws
    -> ScriptValue
  {
    let matches = isInstance(value, of: cast.target)
    switch cast.kind {
    case .check:
      return .bool(matches)
    case .conditional:
      return matches ? value : .none
    case .forced:
      if matches { return value }
      if case .none = value {
        throw RuntimeError(
          "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range,
          notes: ["Swift stops the program here; unwrap it with if let or ?? to handle nil"])
      }
      throw RuntimeError(
        "Could not cast value of type '\(value.typeName)' to '\(cast.target.name)'", at: range,
        notes: ["Swift stops the program here; cast with as? to handle a value of another type"])
    }
  }

  /// Whether `value` is a `target`: of that type, or of a struct that conforms to that
  /// protocol of the script's; every thrown value is an `Error`.
  private func isInstance(_ value: ScriptValue, of target: TypeCast.Target) -> Bool {
    switch (target, value) {
    case (.int, .int), (.double, .double), (.string, .string), (.bool, .bool): true
    case (.error, _): value.errorTypeName != nil
    case (.declared(let name), .record(let record)):
      record.name == name
        || declaredStruct(record.name)?.declaration.protocols.contains(name)
          == true
    case (.declared(let name), .enumCase(let value)): value.typeName == name
    case (.declared(let name), .model(let model)): model.name == name
    case (.declared(let name), _): value.errorTypeName == name
    default: false
    }
  }
}
