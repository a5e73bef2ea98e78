import DepplaySyntax

extension Interpreter {
  /// `type(of: value)` where it is printed: the name Swift prints for the value's dynamic
  /// type (``ScriptValue/dynamicTypeName``), as a string. A value whose type's name depplay
  /// cannot tell (an array, a closure, a tuple) is refused by name.
  func dynamicType(_ arguments: [Argument], _ context: inout Context) throws -> ScriptValue {
    let value = try evaluate(arguments[0].value, &context)
    guard let name = value.dynamicTypeName else {
      throw RuntimeError(
        "type(of:) of a value of type '\(value.typeName)' is not supported yet",
        at: arguments[0].value.range,
        notes: [
          "depplay prints the type of a struct, a class, an enum, a number, a string or a Bool"
        ])
    }
    return .string(name)
  }
}

extension ScriptValue {
  /// The name Swift prints for the value's dynamic type: a struct's, a class's or an enum's
  /// own name without the types it is nested in (`State`, not `Feature.State`), a generic
  /// struct's with its arguments (`Box<Int>`), `Int`, `Double`, `String`, `Bool`. `nil` for
  /// a value whose type's name depplay cannot tell from the value.
  var dynamicTypeName: String? {
    func unqualified(_ name: String) -> String {
      name.split(separator: ".").last.map(String.init) ?? name
    }
    switch self {
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .bool: return "Bool"
    case .record(let record) where !record.isTuple:
      return unqualified(record.name) + record.typeArguments
    case .model(let model): return unqualified(model.name)
    case .enumCase(let value) where !value.isSwiftResult: return unqualified(value.typeName)
    case .sharedVariable(let shared): return shared.wrappedValue.dynamicTypeName
    default: return nil
    }
  }
}
