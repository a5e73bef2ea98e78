import Foundation

/// A property of a `JSONEncoder` that the language sets, as Foundation's: the catalogue a
/// member's name is resolved to once, and then switched over.
package enum JSONEncoderProperty: String {
  /// `encoder.outputFormatting = [.sortedKeys, .prettyPrinted]`: how the JSON is written.
  case outputFormatting

  /// Sets the property of `encoder` to `value` (one formatting, or an array of them: their
  /// union); `false` when the value has another type.
  package func set(_ value: ScriptValue, on encoder: JSONEncoder) -> Bool {
    switch value {
    case .builtin(.outputFormatting(let formatting)):
      encoder.outputFormatting = formatting
    case .list(let elements):
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
