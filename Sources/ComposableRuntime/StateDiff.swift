/// The lines of a state diff: the expected and the actual state, one line each field, and
/// every line marked as both have it (`  `), only the expected state (`− `) or only the actual
/// one (`+ `).
func stateDiff(expected: Any, actual: Any) -> String {
  let old = StateDiffText.lines(of: expected)
  let new = StateDiffText.lines(of: actual)
  // Longest common subsequence of lines, then a walk that marks the rest.
  var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  " + old[i])
      i += 1
      j += 1
    } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
      lines.append("\u{2212} " + old[i])
      i += 1
    } else {
      lines.append("+ " + new[j])
      j += 1
    }
  }
  return lines.joined(separator: "\n")
}

/// How a state diff writes a state.
package enum StateDiffText {
  /// The one-line text of a value, which a diff then breaks into one line per field
  /// (``nested(_:)``); `nil` (the default) writes a value as `dump` does. depplay binds the
  /// text its scripts print, so that a diff reads like the script's values and is the same
  /// in the interpreter and in an exported program.
  @TaskLocal package static var describe: Describer?

  /// A value's one-line text, held in a struct: a task-local of optional function type
  /// crashed Swift 6.3.1's optimized builds when bound (`swift_task_localValuePush`).
  package struct Describer: Sendable {
    /// Writes a value.
    package let text: @Sendable (Any) -> String

    package init(_ text: @escaping @Sendable (Any) -> String) { self.text = text }
  }

  static func lines(of value: Any) -> [String] {
    if let describe { return nested(describe.text(value)) }
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// `text`, a value written on one line, as one line per element: after each `(` or `[`
  /// that does not close at once, after each `, ` at the same depth, and before the
  /// bracket that closes; each line indented two spaces a level. Quoted strings are kept
  /// whole.
  ///
  /// ```swift
  /// StateDiffText.nested(#"Feed.State(count: 1, tags: ["a"])"#)
  /// // ["Feed.State(", "  count: 1,", "  tags: [", "    \"a\"", "  ]", ")"]
  /// ```
  package static func nested(_ text: String) -> [String] {
    let characters = Array(text)
    var lines: [String] = []
    var line = ""
    var depth = 0
    var inString = false
    var index = 0
    func endLine() {
      if !line.isEmpty { lines.append(String(repeating: "  ", count: depth) + line) }
      line = ""
    }
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if inString {
        line.append(character)
        if character == "\\", let next {
          line.append(next)
          index += 1
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
        line.append(character)
      } else if character == "(" || character == "[" {
        let closer: Character = character == "(" ? ")" : "]"
        let emptyDictionary =
          character == "[" && next == ":" && index + 2 < characters.count
          && characters[index + 2] == "]"
        if next == closer || emptyDictionary {
          // `()`, `[]`, `[:]`: empty, kept on the line.
          let length = next == closer ? 2 : 3
          line += String(characters[index..<index + length])
          index += length
          continue
        }
        line.append(character)
        endLine()
        depth += 1
      } else if character == ")" || character == "]" {
        endLine()
        depth = max(0, depth - 1)
        line.append(character)
      } else if character == ",", next == " " {
        line.append(character)
        endLine()
        index += 2
        continue
      } else {
        line.append(character)
      }
      index += 1
    }
    endLine()
    return lines
  }
}
