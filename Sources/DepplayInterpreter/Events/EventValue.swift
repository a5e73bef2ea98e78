/// A script value as an event carries it: the value itself when it is plain data, which
/// cannot change after the event (rendered only when a view shows it), or else its text as
/// it read when the event happened (a generator, a clock, a store, a closure: values that
/// hold state or identity, whose text could change or whose storage is not the log's to keep).
package enum EventValue: Sendable, CustomStringConvertible {
  /// Data: `nil`, numbers, strings, Booleans, contexts, ranges, records and lists of them.
  case data(ScriptValue)
  /// Any other value's ``ScriptValue/readDescription``, taken when the event happened.
  case textWhenRead(String)

  /// `value` as an event keeps it.
  package init(_ value: ScriptValue) {
    self = value.isPlainData ? .data(value) : .textWhenRead(value.readDescription)
  }

  /// How views show the value: its ``ScriptValue/readDescription``.
  package var description: String {
    switch self {
    case .data(let value): value.readDescription
    case .textWhenRead(let text): text
    }
  }

  /// The bytes of ``description`` (counted against the log's text budget), without writing
  /// the text for the common small values.
  package var textSize: Int {
    switch self {
    case .data(.int(let value)): Self.digits(of: value)
    case .data(.bool(let value)): value ? 4 : 5
    case .data(.none): 3
    case .data(.context(let context)): context.rawValue.utf8.count
    case .data(.string(let text)): text.utf8.count + 2
    default: description.utf8.count
    }
  }

  /// The bytes of `value` written in decimal, its sign included.
  package static func digits(of value: Int) -> Int {
    var count = value < 0 ? 2 : 1
    var rest = value / 10
    while rest != 0 {
      count += 1
      rest /= 10
    }
    return count
  }
}

extension ScriptValue {
  /// Whether the value is data an event may keep as it is: its text can never change and it
  /// holds nothing but values.
  fileprivate var isPlainData: Bool {
    switch self {
    case .void, .none, .int, .double, .string, .bool, .context, .range, .closedRange: true
    case .record(let record): record.fields.allSatisfy { $0.value.isPlainData }
    case .list(let values), .set(let values): values.allSatisfy(\.isPlainData)
    case .dictionary(let dictionary):
      dictionary.entries.allSatisfy { $0.key.isPlainData && $0.value.isPlainData }
    case .composable(.action(let action)): action.payload.allSatisfy(\.isPlainData)
    case .enumCase(let value): (value.payload ?? []).allSatisfy(\.value.isPlainData)
    case .model, .task, .closure, .continuation, .group, .asyncLet, .dependency, .sharedVariable,
      .builtin,
      .composable:
      false
    }
  }
}
