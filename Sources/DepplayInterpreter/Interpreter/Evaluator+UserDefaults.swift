import DepplaySemantics
import DepplaySyntax

/// The methods of a `UserDefaults`, on the execution's in-memory domains
/// (``ScriptUserDefaults``). A stored number is read back as another number the way
/// Foundation converts it (measured on Linux: `7` is `7.0` and `true`, `2.5` is `2` and
/// `true`, `true` is `1` and `1.0`), and an `Int` or a `Bool` as its digits (`"7"`, `"1"`); a
/// conversion Apple's and Linux's Foundation disagree on or that was not measured (a `Double`
/// as text, which Linux writes `"3.0"` and Apple `"3"`; a `String` as a number or a `Bool`)
/// is refused by name.
extension Interpreter {
  func userDefaultsMethod(
    _ method: ValueMethod, of defaults: ScriptUserDefaults, arguments: [Argument],
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let values = try arguments.map { try evaluate($0.value, &context) }
    let name = try text(values[values.count - 1], range: arguments[arguments.count - 1].range)
    switch method {
    case .setForKey:
      guard Self.isPropertyListScalar(values[0]) else {
        throw RuntimeError(
          "storing a value of type '\(values[0].typeName)' in UserDefaults is not supported yet",
          at: arguments[0].range,
          notes: ["depplay's UserDefaults holds an Int, a Double, a Bool or a String"])
      }
      defaults.set(values[0], forKey: name)
      return .void
    case .removeObjectForKey:
      defaults.set(nil, forKey: name)
      return .void
    case .removePersistentDomain:
      defaults.removeDomain(named: name)
      return .void
    default:
      return try read(method, defaults.value(forKey: name), key: name, range: range)
    }
  }

  /// Whether `value` is one depplay's `UserDefaults` stores.
  private static func isPropertyListScalar(_ value: ScriptValue) -> Bool {
    switch value {
    case .int, .double, .bool, .string: true
    default: false
    }
  }

  /// The stored `value` as the getter `method` gives it; its type's zero (`nil` for
  /// `string(forKey:)`) when the key has none.
  private func read(
    _ method: ValueMethod, _ value: ScriptValue?, key: String, range: SourceRange
  ) throws -> ScriptValue {
    switch (method, value) {
    case (.integerForKey, nil): return .int(0)
    case (.doubleForKey, nil): return .double(0)
    case (.boolForKey, nil): return .bool(false)
    case (.stringForKey, nil): return ScriptValue.none
    case (.integerForKey, .int?), (.doubleForKey, .double?), (.boolForKey, .bool?),
      (.stringForKey, .string?):
      return value ?? ScriptValue.none
    case (.integerForKey, .double(let number)?): return .int(Int(number))
    case (.integerForKey, .bool(let flag)?): return .int(flag ? 1 : 0)
    case (.doubleForKey, .int(let number)?): return .double(Double(number))
    case (.doubleForKey, .bool(let flag)?): return .double(flag ? 1 : 0)
    case (.boolForKey, .int(let number)?): return .bool(number != 0)
    case (.boolForKey, .double(let number)?): return .bool(number != 0)
    case (.stringForKey, .int(let number)?): return .string(String(number))
    case (.stringForKey, .bool(let flag)?): return .string(flag ? "1" : "0")
    default:
      let stored = value?.typeName ?? "value"
      throw RuntimeError(
        "reading a \(stored) stored under '\(key)' with another type's getter is not supported"
          + " yet", at: range,
        notes: [
          "Apple's and Linux's Foundation convert it differently; read it with the getter of"
            + " the type it was stored as"
        ])
    }
  }
}
