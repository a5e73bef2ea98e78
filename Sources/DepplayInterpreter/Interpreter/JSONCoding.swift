import DepplaySyntax
import Foundation

/// A script's value given to Foundation's `JSONEncoder`, encoded as Swift's synthesized
/// `Encodable` does: a struct's record as a keyed container of its stored properties in
/// declaration order (an Optional that is `nil` left out), an array as an unkeyed one, and
/// numbers, strings and Bools as single values. Foundation writes the text, so the bytes
/// (key order, escaping, number forms) are exactly Swift's.
struct EncodedScriptValue: Encodable {
  let value: ScriptValue

  func encode(to encoder: any Encoder) throws {
    switch value {
    case .record(let record):
      var container = encoder.container(keyedBy: CodingKeys.self)
      for field in record.fields {
        if case .none = field.value { continue }
        try container.encode(
          EncodedScriptValue(value: field.value), forKey: CodingKeys(stringValue: field.name))
      }
    case .list(let elements), .set(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(EncodedScriptValue(value: element)) }
    default:
      var container = encoder.singleValueContainer()
      switch value {
      case .int(let number): try container.encode(number)
      case .double(let number): try container.encode(number)
      case .string(let text): try container.encode(text)
      case .bool(let flag): try container.encode(flag)
      case .none: try container.encodeNil()
      case .builtin(.date(let date)): try container.encode(date)
      case .builtin(.uuid(let uuid)): try container.encode(uuid)
      case .enumCase(let value) where value.rawValue != nil:
        switch value.rawValue {
        case .string(let raw)?: try container.encode(raw)
        case .int(let raw)?: try container.encode(raw)
        case nil: break
        }
      default:
        throw EncodingError.invalidValue(
          value.typeName,
          EncodingError.Context(
            codingPath: encoder.codingPath,
            debugDescription: "a \(value.typeName) is not Encodable in depplay"))
      }
    }
  }
}

/// The shape a `JSONDecoder` reads a value of a script's type as, from the type as written:
/// a `Codable` struct's stored properties, a `Codable` enum's raw values, arrays, Optionals,
/// and the standard scalars.
indirect enum DecodedShape: Sendable {
  case int, double, string, bool, date
  case list(DecodedShape)
  case optional(DecodedShape)
  case record(name: String, fields: [(name: String, shape: DecodedShape)])
  case rawValued(EnumDeclaration)

  /// Reads a value of this shape from `decoder`, as Swift's synthesized `Decodable` does; a
  /// missing key or a value of another type throws Foundation's own `DecodingError`.
  func decode(from decoder: any Decoder) throws -> ScriptValue {
    switch self {
    case .record(let name, let fields):
      let container = try decoder.container(keyedBy: CodingKeys.self)
      var values: [Record.Field] = []
      for field in fields {
        let key = CodingKeys(stringValue: field.name)
        if case .optional(let wrapped) = field.shape {
          let present = try container.contains(key) && !container.decodeNil(forKey: key)
          values.append(
            Record.Field(
              name: field.name,
              value: present ? try wrapped.decode(from: container.superDecoder(forKey: key)) : .none
            ))
          continue
        }
        guard container.contains(key) else {
          throw DecodingError.keyNotFound(
            key,
            DecodingError.Context(
              codingPath: container.codingPath,
              debugDescription:
                "No value associated with key \(key) (\"\(field.name)\")."))
        }
        values.append(
          Record.Field(
            name: field.name,
            value: try field.shape.decode(from: container.superDecoder(forKey: key))
          ))
      }
      return .record(Record(name: name, fields: values))
    case .list(let element):
      var container = try decoder.unkeyedContainer()
      var elements: [ScriptValue] = []
      while !container.isAtEnd {
        elements.append(try element.decode(from: container.superDecoder()))
      }
      return .list(elements)
    case .optional(let wrapped):
      let container = try decoder.singleValueContainer()
      return container.decodeNil() ? .none : try wrapped.decode(from: decoder)
    case .int: return .int(try decoder.singleValueContainer().decode(Int.self))
    case .double: return .double(try decoder.singleValueContainer().decode(Double.self))
    case .string: return .string(try decoder.singleValueContainer().decode(String.self))
    case .bool: return .bool(try decoder.singleValueContainer().decode(Bool.self))
    // As the decoder's date strategy reads it.
    case .date: return .builtin(.date(try decoder.singleValueContainer().decode(Date.self)))
    case .rawValued(let declaration): return try Self.decodeCase(of: declaration, from: decoder)
    }
  }

  /// The case of `declaration` whose raw value the decoder holds, as Swift's
  /// `RawRepresentable` decoding reads it; a raw value no case has is Swift's
  /// `dataCorrupted` error, in its words.
  private static func decodeCase(of declaration: EnumDeclaration, from decoder: any Decoder)
    throws -> ScriptValue
  {
    let container = try decoder.singleValueContainer()
    let raw: EnumDeclaration.RawValue
    let written: String
    switch declaration.rawType {
    case .int?:
      let number = try container.decode(Int.self)
      (raw, written) = (.int(number), "Int value \(number)")
    case .string?, nil:
      let text = try container.decode(String.self)
      (raw, written) = (.string(text), "String value \(text)")
    }
    guard let found = declaration.cases.first(where: { $0.rawValue == raw }) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "Cannot initialize \(declaration.name) from invalid \(written)"))
    }
    return .enumCase(
      EnumValue(
        typeName: declaration.name, caseName: found.name, payload: nil, rawValue: found.rawValue))
  }
}

/// The value Foundation's `JSONDecoder` decodes for a script's type, whose shape the decoder
/// is given as the configuration (`decode(_:from:configuration:)`).
struct DecodedScriptValue: DecodableWithConfiguration {
  let value: ScriptValue

  init(from decoder: any Decoder, configuration shape: DecodedShape) throws {
    value = try shape.decode(from: decoder)
  }
}

/// A key of a script's struct, printed as Swift prints a synthesized `CodingKeys` case.
struct CodingKeys: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
