import DepplaySyntax

/// Dictionaries at run time (``DictionaryValue``): a literal makes one, `d[key]` reads a value
/// (an Optional), and `d[key] = value`, `d[key] = nil`, `d[key, default: 0] += 1` store
/// through the dictionary's own place, as Swift's do.
extension Interpreter {
  /// `["Blob": 1, "Blob Jr.": 2]`: the entries in the order written; a key written twice
  /// stops the program, as Swift traps.
  package func dictionary(
    _ entries: [DictionaryEntry], range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    var dictionary = DictionaryValue()
    for entry in entries {
      let key = try evaluate(entry.key, &context)
      let value = try evaluate(entry.value, &context)
      guard dictionary[key] == nil else {
        throw RuntimeError(
          "Fatal error: Dictionary literal contains duplicate keys", at: entry.key.range,
          notes: ["Swift stops the program here; write each key once"])
      }
      dictionary[key] = value
    }
    return try bounded(.dictionary(dictionary), at: range)
  }

  /// `d[key] = value` (or `nil`, which removes the key) and `d[key, default: v] = value`,
  /// `d[key, default: v].field = value`: the dictionary with the value stored.
  package func storing(
    _ value: ScriptValue, in dictionary: DictionaryValue, at key: ScriptValue,
    path: [String], fallback: Expression?, range: SourceRange, _ context: inout Context
  ) throws -> DictionaryValue {
    var changed = dictionary
    guard !path.isEmpty else {
      if case .none = value {
        _ = changed.removeValue(forKey: key)  // `d[key] = nil`
      } else {
        changed[key] = value
      }
      return changed
    }
    guard let fallback else {
      throw RuntimeError(
        "value of optional type must be unwrapped to refer to member '\(path[0])'", at: range,
        notes: ["give the value a default: d[key, default: value].\(path[0]) = …"])
    }
    var stored = try changed[key] ?? evaluate(fallback, &context)
    try setMember(path[...], of: &stored, to: value, range: range, &context)
    changed[key] = stored
    return changed
  }
}
