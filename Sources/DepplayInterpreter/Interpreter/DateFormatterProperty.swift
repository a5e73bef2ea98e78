import Foundation

/// A property of a `DateFormatter` that the language reads and sets, as Foundation's: the
/// catalogue a member's name is resolved to once, and then switched over.
package enum DateFormatterProperty: String {
  /// `formatter.dateFormat = "yyyy-MM-dd HH:mm"`: the pattern `string(from:)` writes.
  case dateFormat
  /// `formatter.locale = Locale(identifier: "en_US_POSIX")`: the locale whose names and
  /// digits it writes.
  case locale
  /// `formatter.timeZone = TimeZone(secondsFromGMT: 3_600)!`: the time zone whose clock it
  /// writes.
  case timeZone

  /// The property's value for `formatter`, as a script's value; `nil` for `dateFormat`,
  /// whose Swift type (`String!`) prints as an Optional, which depplay does not read.
  package func value(of formatter: DateFormatter) -> ScriptValue? {
    switch self {
    case .dateFormat: nil
    case .locale: .builtin(.locale(formatter.locale))
    case .timeZone: .builtin(.timeZone(formatter.timeZone))
    }
  }

  /// Sets the property of `formatter` to `value`; `false` when the value has another type.
  package func set(_ value: ScriptValue, on formatter: DateFormatter) -> Bool {
    switch (self, value) {
    case (.dateFormat, .string(let format)): formatter.dateFormat = format
    case (.locale, .builtin(.locale(let locale))): formatter.locale = locale
    case (.timeZone, .builtin(.timeZone(let timeZone))): formatter.timeZone = timeZone
    default: return false
    }
    return true
  }
}
