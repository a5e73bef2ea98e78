import DepplaySemantics
import DepplaySyntax
import Foundation

extension Interpreter {
  /// `formatter.string(from: date)` and `formatter.date(from: text)` of an
  /// `ISO8601DateFormatter`: Foundation's own formatter writes and reads the text, so both
  /// are exactly Swift's (`date(from:)` is `nil` for a text that spells no date).
  func iso8601Method(
    _ method: ValueMethod, of shared: SharedISO8601Formatter, arguments: [Argument],
    _ context: inout Context
  ) throws -> ScriptValue {
    let argument = try evaluate(arguments[0].value, &context)
    let formatter = shared.formatter
    switch (method, argument) {
    case (.stringFromDate, .builtin(.date(let date))):
      return .string(formatter.string(from: date))
    case (.dateFromString, .string(let text)):
      return formatter.date(from: text).map { .builtin(.date($0)) } ?? .none
    default:
      let expected = method == .stringFromDate ? "Date" : "String"
      throw RuntimeError(
        "cannot convert value of type '\(argument.typeName)' to expected argument type"
          + " '\(expected)'", at: arguments[0].range)
    }
  }
}

/// An `ISO8601DateFormatter`, shared by every copy of the reference, as Swift's class is.
///
/// NB: @unchecked because Foundation's formatter is not `Sendable`; depplay only calls its
/// thread-safe `string(from:)` and `date(from:)` and never changes its options.
package final class SharedISO8601Formatter: @unchecked Sendable {
  /// Foundation's formatter.
  package let formatter = ISO8601DateFormatter()

  package init() {}
}
