/// The keys an execution looked up by name lately, valid while the session declares no key.
///
/// Finding a key in the session's table hashes its name under the session's lock, about 600
/// instructions, on every read of the key; a loop reads the same few keys on every pass. The
/// few names kept here are compared in order, and all of them are forgotten as soon as the
/// stamp of the session's keys (``SessionStore/keysStamp``) moves: a name declared again (in
/// the shell, a later entry) then names its new key at once.
package struct RecentKeys: Sendable {
  /// How many names are kept: a loop's body reads a few keys.
  static let capacity = 4

  /// One name and its key. NB: a struct, not a tuple: an array of tuples is copied through
  /// the tuple's run-time metadata.
  private struct Entry {
    let name: String
    let reference: KeyReference
  }

  /// The stamp of the session's keys the entries were found under.
  private var stamp = 0
  private var entries: [Entry] = []

  /// The key `name` names, if it was looked up under the stamp `stamp`.
  package func reference(named name: String, stamp: Int) -> KeyReference? {
    guard stamp == self.stamp else { return nil }
    var position = 0
    while position < entries.count {
      if entries[position].name == name { return entries[position].reference }
      position += 1
    }
    return nil
  }

  /// Keeps `reference`, found for `name` under the stamp `stamp`, in place of the oldest entry
  /// once full.
  package mutating func remember(_ reference: KeyReference, named name: String, stamp: Int) {
    if stamp != self.stamp {
      self.stamp = stamp
      entries.removeAll(keepingCapacity: true)
    }
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append(Entry(name: name, reference: reference))
  }
}
