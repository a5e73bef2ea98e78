/// What a name in a checked program refers to, decided once, by the checker, in the order the
/// language gives names their meaning (a local hides a model's member, which hides a key).
enum Resolution: Sendable, Equatable {
  /// A local: a `let`, a parameter (`$0`, `self`, `group`, …), a loop variable, a
  /// `@Dependency` declared in the block.
  case local
  /// A property or method of the model whose method it is in.
  case modelMember
  /// A key, the script's or a built-in one: a read goes through a `@Dependency` declared at
  /// the read.
  case key
  /// A model type: `Feature()`.
  case model
  /// A name of the table of built-ins (``Builtin``) that is not a key: `print`, `Date`.
  case builtin
  /// A record literal's type: `API(baseURL: …)`.
  case record
}

/// The resolution of every name of one checked program (a read, or a call's callee), by
/// where the name starts.
struct Resolutions: Sendable {
  private var table: [Int: (name: String, resolution: Resolution)] = [:]

  /// What `name` at `range` refers to; `nil` for a name the checker never saw there (one the
  /// evaluator made, such as a temporary standing for an operand already evaluated).
  subscript(range: SourceRange, name: String) -> Resolution? {
    guard let entry = table[range.start.offset], entry.name == name else { return nil }
    return entry.resolution
  }

  mutating func record(_ resolution: Resolution, of name: String, at range: SourceRange) {
    table[range.start.offset] = (name, resolution)
  }
}
