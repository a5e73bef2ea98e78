import DepplaySyntax

extension Interpreter {
  /// `Dictionary(uniqueKeysWithValues: pairs)`: each pair's first element the key, its second
  /// the value, in order. A key given twice stops the run, as Swift's initializer traps.
  func uniquelyKeyed(_ pairs: ScriptValue, range: SourceRange, _ context: Context) throws
    -> ScriptValue
  {
    var dictionary = DictionaryValue()
    for pair in pairs.initializerElements {
      try tick(range, context)
      guard case .record(let tuple) = pair, tuple.isTuple, tuple.fields.count == 2 else {
        throw RuntimeError(
          "Dictionary(uniqueKeysWithValues:) takes (key, value) pairs, not a \(pair.typeName)",
          at: range)
      }
      let (key, value) = (tuple.fields[0].value, tuple.fields[1].value)
      guard dictionary[key] == nil else {
        throw RuntimeError("Fatal error: Duplicate values for key: '\(key.description)'", at: range)
      }
      dictionary[key] = value
    }
    return .dictionary(dictionary)
  }
}
