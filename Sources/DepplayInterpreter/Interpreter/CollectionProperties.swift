import Foundation

/// A property of an array, a Set, a dictionary or a string that the language reads, as Swift's: the catalogue a
/// member's name is resolved to once, and then switched over.
package enum CollectionProperty: String {
  /// `names.count`, `text.count`: how many elements (characters).
  case count
  /// `names.isEmpty`: whether there are none.
  case isEmpty
  /// `names.first`: the first element, or `nil` for an empty array.
  case first
  /// `names.last`: the last element, or `nil` for an empty array.
  case last
  /// `text.utf8`: a string's UTF-8 view (what `Data("text".utf8)` takes).
  case utf8
  /// `ages.keys`: a dictionary's keys.
  case keys
  /// `ages.values`: a dictionary's values.
  case values
  /// `name.capitalized` (Foundation's): each word's first letter uppercased, the rest
  /// lowercased.
  case capitalized
  /// `rows.ids`: an identified array's IDs, in order.
  case ids
  /// `text.debugDescription`: a string as `debugPrint` shows it, quoted, with `"`, `\` and
  /// control characters escaped.
  case debugDescription
  /// `rows.elements`, `rows.ids.elements`: an identified array's (or its IDs') elements, as an
  /// array.
  case elements
}

extension Interpreter {
  /// `values.name` of an array; `nil` when `name` is not one of its properties.
  package func listProperty(_ name: String, of values: [ScriptValue]) -> ScriptValue? {
    switch CollectionProperty(rawValue: name) {
    case .count?: .int(values.count)
    case .isEmpty?: .bool(values.isEmpty)
    case .first?: values.first ?? ScriptValue.none
    case .last?: values.last ?? ScriptValue.none
    case .ids?: values.identifiers.map(ScriptValue.list)
    case .elements?: .list(values)
    case .utf8?, .keys?, .values?, .capitalized?, .debugDescription?, nil: nil
    }
  }

  /// `values.name` of a set (which has no `last`, and whose `first` is in an order Swift
  /// does not fix); `nil` when `name` is not one of its properties.
  package func setProperty(_ name: String, of values: [ScriptValue]) -> ScriptValue? {
    switch CollectionProperty(rawValue: name) {
    case .count?: .int(values.count)
    case .isEmpty?: .bool(values.isEmpty)
    case .first?, .last?, .utf8?, .keys?, .values?, .capitalized?, .ids?, .elements?,
      .debugDescription?, nil:
      nil
    }
  }

  /// `dictionary.name`: its `count`, `isEmpty`, `keys` and `values` (the last two printed as
  /// arrays are, in the dictionary's order, as Swift prints its `Keys` and `Values`); `nil`
  /// for any other name.
  package func dictionaryProperty(_ name: String, of dictionary: DictionaryValue) -> ScriptValue? {
    switch CollectionProperty(rawValue: name) {
    case .count?: .int(dictionary.entries.count)
    case .isEmpty?: .bool(dictionary.entries.isEmpty)
    case .keys?: .list(dictionary.entries.map(\.key))
    case .values?: .list(dictionary.entries.map(\.value))
    case .first?, .last?, .utf8?, .capitalized?, .ids?, .elements?, .debugDescription?, nil: nil
    }
  }

  /// `text.name` of a string, or of a one-character string (a `Character`'s, ``CharacterProperty``);
  /// `nil` when `name` is not one of its properties.
  package func stringProperty(_ name: String, of text: String) -> ScriptValue? {
    if let property = CharacterProperty(rawValue: name) {
      // A one-character string is a script's `Character` (`"Swift".first!`, `$0` of a
      // string's `filter`).
      guard text.count == 1, let character = text.first else { return nil }
      return .bool(property.holds(for: character))
    }
    return switch CollectionProperty(rawValue: name) {
    case .count?: .int(text.count)
    case .isEmpty?: .bool(text.isEmpty)
    case .utf8?: .builtin(.utf8View(text))
    case .capitalized?: .string(text.capitalized)
    case .debugDescription?: .string(text.debugDescription)
    // A `Character`, an Optional: a one-character string, or `nil` for an empty string.
    case .first?: text.first.map { .string(String($0)) } ?? ScriptValue.none
    case .last?: text.last.map { .string(String($0)) } ?? ScriptValue.none
    case .keys?, .values?, .ids?, .elements?, nil: nil
    }
  }
}
