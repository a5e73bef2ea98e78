/// A dictionary's entries, in the order their keys were first stored. Swift's own order is
/// its hashing's, which differs from process to process, so a script cannot rely on any; the
/// insertion order keeps depplay's output the same on every run (LANGUAGE.md, "Dictionaries").
package struct DictionaryValue: Sendable {
  /// One key and its value.
  package struct Entry: Sendable {
    /// The key.
    package var key: ScriptValue
    /// Its value.
    package var value: ScriptValue
  }

  /// The entries, each key once.
  package private(set) var entries: [Entry] = []

  package init() {}

  /// The value stored for `key`, or `nil` when there is none (Swift's subscript gives an
  /// Optional); storing `nil` removes the key, as `d[key] = nil` does in Swift.
  package subscript(key: ScriptValue) -> ScriptValue? {
    get { entries.first { $0.key.isEqual(to: key) }?.value }
    set {
      let index = entries.firstIndex { $0.key.isEqual(to: key) }
      switch (index, newValue) {
      case (let index?, let value?): entries[index].value = value
      case (nil, let value?): entries.append(Entry(key: key, value: value))
      case (let index?, nil): entries.remove(at: index)
      case (nil, nil): break
      }
    }
  }

  /// Removes `key`, giving the value it had (`removeValue(forKey:)`).
  package mutating func removeValue(forKey key: ScriptValue) -> ScriptValue? {
    guard let index = entries.firstIndex(where: { $0.key.isEqual(to: key) }) else { return nil }
    return entries.remove(at: index).value
  }

  /// Whether both hold the same keys with equal values, whatever their order.
  package func isEqual(to other: DictionaryValue) -> Bool {
    entries.count == other.entries.count
      && entries.allSatisfy { entry in other[entry.key].map { $0.isEqual(to: entry.value) } == true
      }
  }

  /// How Swift prints one: `["Blob": 1, "Blob Jr.": 2]`, `[:]` when empty; each key and value
  /// written by `text`.
  package func describe(_ text: (ScriptValue) -> String) -> String {
    guard !entries.isEmpty else { return "[:]" }
    return "[" + entries.map { text($0.key) + ": " + text($0.value) }.joined(separator: ", ") + "]"
  }

  /// An entry as a loop over the dictionary gives it: Swift's `(key: K, value: V)` tuple,
  /// which prints as `(key: "Blob", value: 1)`.
  package static func element(_ entry: Entry) -> ScriptValue {
    .tuple([(label: "key", value: entry.key), (label: "value", value: entry.value)])
  }
}
