/// The names one frame binds, and their values.
///
/// Most frames bind one or two names (a loop's variable, a block's `let`) and live for one
/// pass through their block, so the names sit in an array searched in order: a dictionary cost
/// each such frame a storage allocation and two hashes per name, half of a simple statement's
/// instructions. A frame that grows past ``indexedAfter`` names (the shell's top level) also
/// keeps an index from name to position.
package struct FrameBindings {
  /// How many names are searched in order before the index is built.
  package static let indexedAfter = 8
  /// How many names the array first makes room for: one allocation serves a typical frame.
  package static let firstCapacity = 4

  /// One bound name. NB: a struct, not a tuple: an array of tuples is copied and destroyed
  /// through the tuple's runtime metadata.
  private struct Entry {
    let name: String
    var value: ScriptValue
  }

  private var entries: [Entry] = []
  private var index: [String: Int]?

  /// How many names are bound.
  package var count: Int { entries.count }

  /// Every bound name, in the order first bound.
  package var names: [String] { entries.map(\.name) }

  /// The position of `name`, if it is bound.
  private func position(of name: String) -> Int? {
    if let index { return index[name] }
    return entries.firstIndex { $0.name == name }
  }

  /// The value bound to `name`.
  package subscript(name: String) -> ScriptValue? { position(of: name).map { entries[$0].value } }

  /// Binds `name` to `value`, replacing the value it had.
  package mutating func bind(_ name: String, _ value: ScriptValue) {
    if rebind(name, value) { return }
    if entries.isEmpty { entries.reserveCapacity(Self.firstCapacity) }
    entries.append(Entry(name: name, value: value))
    if index != nil {
      index?[name] = entries.count - 1
    } else if entries.count > Self.indexedAfter {
      index = Dictionary(uniqueKeysWithValues: zip(entries.map(\.name), entries.indices))
    }
  }

  /// Rebinds `name` if it is bound here; `false` if it is not.
  package mutating func rebind(_ name: String, _ value: ScriptValue) -> Bool {
    guard let position = position(of: name) else { return false }
    entries[position].value = value
    return true
  }
}
