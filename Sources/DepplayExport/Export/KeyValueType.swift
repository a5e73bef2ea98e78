import DepplaySyntax

/// The Swift type of a key's value as the export writes it (``ProgramWriter/keyValueType(_:)``):
/// one the script's values or declaration say, or the Optional that is always `nil` when the
/// script gives the key no value but `nil`.
package enum KeyValueType: Equatable {
  /// A type the script says, with its structure: `Int`, `APIClient?`, `any AnalyticsClient`.
  case written(String, TypeShape)
  /// The type of the values the script gives the key (`Int`), an Optional of it when one of
  /// them is `nil` (`Int?`).
  case given(String, isOptional: Bool)
  /// `Never?`: every value the script gives the key is `nil`.
  case alwaysNil

  /// The type as Swift writes it.
  package var text: String {
    switch self {
    case .written(let type, _): type
    case .given(let type, let isOptional): isOptional ? type + "?" : type
    case .alwaysNil: "Never?"
    }
  }

  /// Whether the key's values are declared with their type (`static let liveValue: Int? = 1`):
  /// Swift cannot tell an Optional from `nil`, nor an existential (`any AnalyticsClient`) from
  /// the type of the value given.
  package var isWrittenOnValues: Bool {
    switch self {
    case .written(_, let shape): shape.isOptional || shape.isExistential
    case .given(_, let isOptional): isOptional
    case .alwaysNil: true
    }
  }
}
