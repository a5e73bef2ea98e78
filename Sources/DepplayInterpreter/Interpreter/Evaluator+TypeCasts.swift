import DepplaySyntax

/// `is`, `as?` and `as!` at run time: depplay's values carry their types, so a cast asks the
/// value's own type, as Swift's dynamic cast does whatever the static type (`any Greeter`,
/// `any Error`, an Optional). A coercion (`as`) is the value as it is, an integer literal
/// made a `Double` where it names one.
extension Interpreter {
  /// `value` (of `operand`, as written) cast as `cast` says: whether it is a `T` (`is`), the
  /// value or `nil` (`as?`), the value or Swift's trap (`as!`), the value as a `T` (`as`).
  package func cast(
    _ value: ScriptValue, of operand: Expression, _ cast: TypeCast, range: SourceRange
  ) throws -> ScriptValue {
    let matches = isInstance(value, of: cast.target)
    switch cast.kind {
    case .coercion:
      return try coerced(value, written: operand, to: cast.target, range: range)
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

  /// `value as target`, where `operand` wrote the value: an integer literal (also an array
  /// literal's element, a dictionary literal's key or value) is a `Double` where `target`
  /// names one, as Swift types the literal;
  /// any other value must already be a `target`, or it is Swift's error.
  private func coerced(
    _ value: ScriptValue, written operand: Expression, to target: TypeCast.Target,
    range: SourceRange
  ) throws -> ScriptValue {
    switch (target, value, operand) {
    case (.double, .int(let number), .integer):
      return .double(Double(number))
    case (.array(let element), .list(let values), .list(let written, _))
    where values.count == written.count:
      return .list(
        try zip(values, written).map { value, operand in
          try coerced(value, written: operand, to: element, range: range)
        })
    case (
      .dictionary(let keyType, let valueType), .dictionary(let dictionary),
      .dictionary(let written, _)
    )
    where dictionary.entries.count == written.count:
      var coercedDictionary = DictionaryValue()
      for (entry, operand) in zip(dictionary.entries, written) {
        let key = try coerced(entry.key, written: operand.key, to: keyType, range: range)
        coercedDictionary[key] = try coerced(
          entry.value, written: operand.value, to: valueType, range: range)
      }
      return .dictionary(coercedDictionary)
    default:
      guard isInstance(value, of: target) else {
        throw RuntimeError(
          "cannot convert value of type '\(value.typeName)' to type '\(target.name)' in"
            + " coercion", at: range,
          notes: ["convert it instead: \(target.name)(value)"])
      }
      return value
    }
  }

  /// Whether `value` is a `target`: of that type, or of a struct that conforms to that
  /// protocol of the script's; every thrown value is an `Error`, every value an `Any`.
  private func isInstance(_ value: ScriptValue, of target: TypeCast.Target) -> Bool {
    switch (target, value) {
    case (.any, _): true
    case (.array(let element), .list(let values)):
      values.allSatisfy { isInstance($0, of: element) }
    case (.dictionary(let key, let value), .dictionary(let dictionary)):
      dictionary.entries.allSatisfy {
        isInstance($0.key, of: key) && isInstance($0.value, of: value)
      }
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
