import Foundation

// The properties of Foundation's JSON coders that the language sets, and their key strategies.

/// A property of a `JSONEncoder` that the language sets, as Foundation's: the catalogue a
/// member's name is resolved to once, and then switched over.
package enum JSONEncoderProperty: String {
  /// `encoder.outputFormatting = [.sortedKeys, .prettyPrinted]`: how the JSON is written.
  case outputFormatting
  /// `encoder.keyEncodingStrategy = .convertToSnakeCase`: how property names become keys.
  case keyEncodingStrategy

  /// Sets the property of `encoder` to `value` (one formatting, or an array of them: their
  /// union; a key strategy); `false` when the value has another type.
  package func set(_ value: ScriptValue, on encoder: JSONEncoder) -> Bool {
    switch (self, value) {
    case (.keyEncodingStrategy, .builtin(.keyStrategy(.convertToSnakeCase))):
      encoder.keyEncodingStrategy = .convertToSnakeCase
    case (.keyEncodingStrategy, _):
      return false
    case (.outputFormatting, .builtin(.outputFormatting(let formatting))):
      encoder.outputFormatting = formatting
    case (.outputFormatting, .list(let elements)):
      var formatting: JSONEncoder.OutputFormatting = []
      for element in elements {
        guard case .builtin(.outputFormatting(let option)) = element else { return false }
        formatting.formUnion(option)
      }
      encoder.outputFormatting = formatting
    default:
      return false
    }
    return true
  }
}

/// A property of a `JSONDecoder` that the language sets, as Foundation's.
package enum JSONDecoderProperty: String {
  /// `decoder.keyDecodingStrategy = .convertFromSnakeCase`: how keys become property names.
  case keyDecodingStrategy
  /// `decoder.dateDecodingStrategy = .secondsSince1970`: how a `Date` is read.
  case dateDecodingStrategy

  /// Sets the property of `decoder` to `value`; `false` when the value has another type.
  package func set(_ value: ScriptValue, on decoder: JSONDecoder) -> Bool {
    switch (self, value) {
    case (.keyDecodingStrategy, .builtin(.keyStrategy(.convertFromSnakeCase))):
      decoder.keyDecodingStrategy = .convertFromSnakeCase
    case (.dateDecodingStrategy, .builtin(.dateDecodingStrategy(let strategy))):
      decoder.dateDecodingStrategy = strategy.foundation
    default:
      return false
    }
    return true
  }
}

/// A `JSONDecoder`'s date strategy that the language names, as Foundation's: a `Date` read
/// from Foundation's own number (`.deferredToDate`, seconds since 2001), seconds or
/// milliseconds since 1970, or an ISO 8601 string.
package enum JSONDateDecodingStrategy: String, Sendable {
  case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601

  /// Foundation's strategy of that name.
  var foundation: JSONDecoder.DateDecodingStrategy {
    switch self {
    case .deferredToDate: .deferredToDate
    case .secondsSince1970: .secondsSince1970
    case .millisecondsSince1970: .millisecondsSince1970
    case .iso8601: .iso8601
    }
  }
}

/// A key strategy of Foundation's JSON coders that the language names: the encoder's
/// `.convertToSnakeCase` (`userName` written `user_name`) and the decoder's
/// `.convertFromSnakeCase` (`user_name` read as `userName`).
package enum JSONKeyStrategy: String, Sendable {
  case convertToSnakeCase, convertFromSnakeCase

  /// Its type's name, as Swift writes it.
  package var typeName: String {
    self == .convertToSnakeCase
      ? "JSONEncoder.KeyEncodingStrategy" : "JSONDecoder.KeyDecodingStrategy"
  }
}
