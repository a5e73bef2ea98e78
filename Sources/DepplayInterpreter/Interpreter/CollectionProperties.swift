/// A property of an array or a string that the language reads, as Swift's: the catalogue a
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
}

extension Interpreter {
  /// `values.name` of an array; `nil` when `name` is not one of its properties.
  package func listProperty(_ name: String, of values: [ScriptValue]) -> ScriptValue? {
    switch CollectionProperty(rawValue: name) {
    case .count?: .int(values.count)
    case .isEmpty?: .bool(values.isEmpty)
    case .first?: values.first ?? ScriptValue.none
    case .last?: values.last ?? ScriptValue.none
    case .utf8?, nil: nil
    }
  }

  /// `values.name` of a set (which has no `last`, and whose `first` is in an order Swift
  /// does not fix); `nil` when `name` is not one of its properties.
  package func setProperty(_ name: String, of values: [ScriptValue]) -> ScriptValue? {
    switch CollectionProperty(rawValue: name) {
    case .count?: .int(values.count)
    case .isEmpty?: .bool(values.isEmpty)
    case .first?, .last?, .utf8?, nil: nil
    }
  }

  /// `text.name` of a string; `nil` when `name` is not one of its properties.
  package func stringProperty(_ name: String, of text: String) -> ScriptValue? {
    switch CollectionProperty(rawValue: name) {
    case .count?: .int(text.count)
    case .isEmpty?: .bool(text.isEmpty)
    case .utf8?: .builtin(.utf8View(text))
    case .first?, .last?, nil: nil
    }
  }
}
