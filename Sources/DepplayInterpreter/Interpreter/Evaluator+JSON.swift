import DepplaySemantics
import DepplaySyntax
import Foundation

/// `JSONEncoder` and `JSONDecoder` on the values of a script's `Codable` structs, through
/// Foundation's own encoder and decoder (``EncodedScriptValue``, ``DecodedShape``): the
/// bytes written and the errors thrown are Swift's.
extension Interpreter {
  /// `try encoder.encode(value)`: the value's JSON, as `Data`.
  func encodeJSON(
    with encoder: JSONEncoder, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let value = try evaluate(arguments[0].value, &context)
    if case .record(let record) = value, declaredStruct(record.name)?.declaration.encodes != true {
      throw RuntimeError(
        "instance method 'encode' requires that '\(record.name)' conform to 'Encodable'",
        at: arguments[0].range, notes: ["declare it struct \(record.name): Codable { … }"])
    }
    if case .enumCase(let value) = value, !value.isSwiftResult,
      state.withLock({ $0.enums[value.typeName] })?.encodes != true
    {
      throw RuntimeError(
        "instance method 'encode' requires that '\(value.typeName)' conform to 'Encodable'",
        at: arguments[0].range,
        notes: ["declare it enum \(value.typeName): String, Codable { … }"])
    }
    // Without `.sortedKeys`, Foundation's key order is its hashing's, which changes from run
    // to run: sorted is one of those orders, and the same on every run.
    let written = encoder.outputFormatting
    encoder.outputFormatting.insert(.sortedKeys)
    defer { encoder.outputFormatting = written }
    do {
      return .builtin(.data(try encoder.encode(EncodedScriptValue(value: value))))
    } catch {
      throw RuntimeError("\(error)", at: range)
    }
  }

  /// `try decoder.decode(Settings.self, from: data)`: the value the JSON spells, read as the
  /// struct's stored properties are typed; Swift's `DecodingError` is thrown as a value a
  /// `catch` clause catches.
  func decodeJSON(
    with decoder: JSONDecoder, arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard case .member(let typeExpression, "self", _) = arguments[0].value else {
      throw RuntimeError(
        "decode takes a type: decode(Settings.self, from: data)", at: arguments[0].range)
    }
    let typeName = source.text(of: typeExpression.range)
    let shape = try decodedShape(of: typeName, at: arguments[0].range)
    let input = try evaluate(arguments[1].value, &context)
    guard case .builtin(.data(let data)) = input else {
      throw RuntimeError(
        "cannot convert value of type '\(input.typeName)' to expected argument type 'Data'",
        at: arguments[1].range)
    }
    do {
      return try decoder.decode(DecodedScriptValue.self, from: data, configuration: shape).value
    } catch let error as DecodingError {
      throw ScriptThrow(value: .builtin(.decodingError(String(describing: error))), at: range)
    }
  }

  /// The shape a type written `type` decodes as: `Int`, `Double`, `String`, `Bool`, `Date`, `[T]`,
  /// `T?`, a `Decodable` struct of the script's or a `Decodable` enum with a raw type.
  private func decodedShape(of type: String, at range: SourceRange) throws -> DecodedShape {
    let written = type.trimmingCharacters(in: .whitespaces)
    if written.hasSuffix("?") {
      return .optional(try decodedShape(of: String(written.dropLast()), at: range))
    }
    if written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":") {
      return .list(try decodedShape(of: String(written.dropFirst().dropLast()), at: range))
    }
    if let scalar = DecodedShape.scalars[written] { return scalar }
    if let declared = state.withLock({ $0.enums[written] }), declared.decodes {
      return .rawValued(declared)
    }
    guard let declared = declaredStruct(written)?.declaration, declared.decodes else {
      throw RuntimeError(
        "instance method 'decode(_:from:)' requires that '\(written)' conform to 'Decodable'",
        at: range,
        notes: [
          "decode a struct declared Codable or Decodable whose stored properties are Int, Double,"
            + " String, Bool, Date, arrays, Optionals, such structs or Codable enums with a raw type"
        ])
    }
    var fields: [(name: String, shape: DecodedShape)] = []
    for property in declared.properties where property.dependencyKeyPath == nil {
      guard let propertyType = property.type else {
        throw RuntimeError(
          "the stored property '\(property.name)' of '\(written)' needs a written type to be"
            + " decoded in depplay", at: range)
      }
      fields.append((property.name, try decodedShape(of: propertyType, at: range)))
    }
    return .record(name: written, fields: fields)
  }
}

extension DecodedShape {
  /// The standard types a value decodes as, by name.
  static let scalars: [String: DecodedShape] = [
    "Int": .int, "Double": .double, "String": .string, "Bool": .bool, "Date": .date,
  ]
}

extension StructDeclaration {
  /// Whether its values encode (`Codable` or `Encodable`, synthesized).
  var encodes: Bool { conformances.contains(.codable) || conformances.contains(.encodable) }
  /// Whether its values decode (`Codable` or `Decodable`, synthesized).
  var decodes: Bool { conformances.contains(.codable) || conformances.contains(.decodable) }
}
