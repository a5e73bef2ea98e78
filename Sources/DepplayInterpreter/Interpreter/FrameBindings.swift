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
    // NB: an index loop, not `firstIndex(where:)`: a debug build calls the generic algorithm
    // unspecialised, at about five times the cost of this loop.
    var position = 0
    while position < entries.count {
      if entries[position].name == name { return position }
      position += 1
    }
    return nil
  }

  /// The value bound to `name`.
  package subscript(name: String) -> ScriptValue? {
    guard let position = position(of: name) else { return nil }
    return entries[position].value
  }

  /// Binds `name` to `value`, replacing the value it had.
  package mutating func bind(_ name: String, _ value: consuming ScriptValue) {
    if let position = position(of: name) {
      entries[position].value = value
      return
    }
    if entries.capacity == 0 { entries.reserveCapacity(Self.firstCapacity) }
    entries.append(Entry(name: name, value: value))
    if index != nil {
      index?[name] = entries.count - 1
    } else if entries.count > Self.indexedAfter {
      index = Dictionary(uniqueKeysWithValues: zip(entries.map(\.name), entries.indices))
    }
  }

  /// Rebinds the first name bound.
  ///
  /// - Precondition: a name is bound.
  package mutating func rebindFirst(_ value: consuming ScriptValue) {
    entries[0].value = consume value
  }

  /// Unbinds every name but the first `kept` bound, keeping the array's room.
  package mutating func unbind(after kept: Int) {
    // NB: `removeLast()`, not `removeAll(keepingCapacity:)` or `removeSubrange`: a debug
    // build calls those generically, at about 1,600 instructions even for one name.
    guard entries.count > kept else { return }  // a loop pass that bound nothing more
    while entries.count > kept { entries.removeLast() }
    if entries.count <= Self.indexedAfter { index = nil }
  }

  /// Rebinds `name` if it is bound here; `false` if it is not.
  package mutating func rebind(_ name: String, _ value: ScriptValue) -> Bool {
    guard let position = position(of: name) else { return false }
    entries[position].value = value
    return true
  }
}
