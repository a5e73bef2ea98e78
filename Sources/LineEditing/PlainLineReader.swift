/// Reads lines from standard input with no prompt, no editing and no history: what the
/// shell uses when standard input or output is not a terminal.
package struct PlainLineReader: LineReader {
  /// Creates a reader of standard input.
  package init() {}

  package mutating func readLine(prompt: String) -> LineInput {
    guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
    return .line(line)
  }
}

/// Replays a fixed list of inputs, then reports the end of input: for tests.
package struct ScriptedLineReader: LineReader {
  private var inputs: [LineInput]
  /// The prompts shown, in order.
  package private(set) var prompts: [String] = []
  /// The entries recorded in the history, in order.
  package private(set) var history: [String] = []
  /// How many times the history was saved.
  package private(set) var saves = 0

  /// Creates a reader that gives `inputs` in order.
  package init(_ inputs: [LineInput]) {
    self.inputs = inputs
  }

  /// Creates a reader that gives each of `lines` as a `.line`.
  package init(lines: [String]) {
    self.init(lines.map(LineInput.line))
  }

  package mutating func readLine(prompt: String) -> LineInput {
    prompts.append(prompt)
    return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
  }

  package mutating func remember(_ entry: String) { history.append(entry) }

  package mutating func saveHistory() { saves += 1 }
}
