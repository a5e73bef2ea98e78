/// What the presenter does with a key, and the keys that do it: the one table the
/// presenter's key line, `depplay help present` and the man page are made from.
enum PresenterKeys {
  /// What a key asks for.
  enum Command: Equatable {
    /// The next step; at a checkpoint not yet revealed, its next hint, answer or solution.
    case next
    /// The step before.
    case back
    /// Step 0, with every checkpoint hidden again.
    case reset
    /// The first step.
    case first
    /// The last step (revealing the checkpoints on the way).
    case last
    /// Start typing a step number (Enter goes there).
    case jump
    /// A prediction's explanation and answer.
    case answer
    /// An exercise's next hint.
    case hint
    /// An exercise's solution.
    case solution
    /// Leave the presenter.
    case quit
  }

  /// One row of the table: the keys as the screen shows them, as words, and what they do.
  struct Binding {
    let keys: [RawTerminal.Key]
    let shown: String
    let spoken: String
    let does: String
    let command: Command
  }

  static let bindings: [Binding] = [
    Binding(
      keys: [.character(" "), .right, .pageDown, .enter, .character("l"), .character("n")],
      shown: "Space/→/PgDn", spoken: "Space, Right or PageDown", does: "next",
      command: .next),
    Binding(
      keys: [.left, .pageUp, .backspace, .character("h"), .character("p")],
      shown: "←/PgUp", spoken: "Left or PageUp", does: "back", command: .back),
    Binding(keys: [.home], shown: "Home", spoken: "Home", does: "first", command: .first),
    Binding(keys: [.end], shown: "End", spoken: "End", does: "last", command: .last),
    Binding(keys: [.character("g")], shown: "g N", spoken: "g N", does: "jump", command: .jump),
    Binding(keys: [.character("r")], shown: "r", spoken: "r", does: "reset", command: .reset),
    Binding(
      keys: [.character("a")], shown: "a", spoken: "a", does: "answer", command: .answer),
    Binding(keys: [.character("i")], shown: "i", spoken: "i", does: "hint", command: .hint),
    Binding(
      keys: [.character("s")], shown: "s", spoken: "s", does: "solution", command: .solution),
    Binding(
      keys: [.character("q"), .escape, .interrupt], shown: "q/Esc", spoken: "q or Escape",
      does: "quit", command: .quit),
  ]

  /// The command `key` asks for, if any.
  static func command(for key: RawTerminal.Key) -> Command? {
    bindings.first { $0.keys.contains(key) }?.command
  }

  /// The presenter's key line: `Space/→/PgDn next  ←/PgUp back  …`.
  static var line: String {
    bindings.map { "\($0.shown) \($0.does)" }.joined(separator: "  ")
  }

  /// The keys in words, for `--help` and the man page: `Space, Right or PageDown: next; …`.
  static var summary: String {
    bindings.map { "\($0.spoken): \($0.does)" }.joined(separator: "; ")
  }
}
