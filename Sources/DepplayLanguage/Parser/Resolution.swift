/// What a name in a checked program refers to, decided once, by the checker, in the order the
/// language gives names their meaning (a local hides a model's member, which hides a key).
enum Resolution: UInt8, Sendable, Equatable {
  /// A local: a `let`, a parameter (`$0`, `self`, `group`, …), a loop variable, a
  /// `@Dependency` declared in the block.
  case local = 1
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
/// where the name starts: one byte per place in the source, found by indexing.
final class Resolutions: Sendable {
  private let table: [UInt8]

  init(_ table: [UInt8]) { self.table = table }

  /// The table of code no checker saw: it holds no name.
  static let none = Resolutions([])

  /// What the name at `range` refers to; `nil` where the checker saw no name.
  subscript(range: SourceRange) -> Resolution? {
    let offset = range.start.offset
    return offset < table.count ? Resolution(rawValue: table[offset]) : nil
  }

  /// A table being filled by the checker.
  struct Builder {
    private var table: [UInt8] = []

    mutating func record(_ resolution: Resolution, at range: SourceRange) {
      let offset = range.start.offset
      if offset >= table.count { table += repeatElement(0, count: offset + 1 - table.count) }
      table[offset] = resolution.rawValue
    }

    func build() -> Resolutions { Resolutions(table) }
  }
}
