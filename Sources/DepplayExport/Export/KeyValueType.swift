/// The Swift type of a key's value as the export writes it (``ProgramWriter/keyValueType(_:)``):
/// one the script's values or declaration say, or the Optional that is always `nil` when the
/// script gives the key no value but `nil`.
package enum KeyValueType: Equatable {
  /// A type the script says: `Int`, `APIClient?`, `any AnalyticsClient`.
  case known(String)
  /// `Never?`: every value the script gives the key is `nil`.
  case alwaysNil

  /// The type as Swift writes it.
  package var text: String {
    switch self {
    case .known(let type): type
    case .alwaysNil: "Never?"
    }
  }
}
