import DepplaySyntax

extension Interpreter {
  /// The arguments of a generic struct's value as Swift prints them after its name
  /// (`Box<Int>(value: 1)`, `Box<Array<String>>(…)`): each generic parameter's is the type of
  /// the first stored property written with that parameter's type. depplay's values carry no
  /// static type, so where a value does not tell its type (`nil`, an empty array, a closure)
  /// the arguments are left out, and the value prints with the name alone.
  static func typeArguments(of declaration: StructDeclaration, fields: [Record.Field]) -> String {
    guard !declaration.genericParameters.isEmpty else { return "" }
    var arguments: [String] = []
    for parameter in declaration.genericParameters {
      guard
        let index = declaration.properties.firstIndex(where: { $0.type == parameter.name }),
        let type = printedTypeName(of: fields[index].value)
      else { return "" }
      arguments.append(type)
    }
    return "<\(arguments.joined(separator: ", "))>"
  }

  /// The type of `value` as Swift prints it in a generic argument (`Int`, `Array<String>`,
  /// `Dictionary<String, Int>`, a script's struct by its name); `nil` where the value does
  /// not tell it.
  private static func printedTypeName(of value: ScriptValue) -> String? {
    switch value {
    case .int, .double, .string, .bool: return value.typeName
    case .record(let record) where !record.isTuple: return record.name + record.typeArguments
    case .enumCase(let value) where !value.isSwiftResult: return value.typeName
    case .list(let elements), .set(let elements):
      guard let first = elements.first, let element = printedTypeName(of: first) else {
        return nil
      }
      return "\(value.typeName)<\(element)>"
    default: return nil
    }
  }
}
