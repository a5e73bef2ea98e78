/// Long lines of output (an issue, a `why` answer, a rule's statement) broken at spaces to
/// fit a width, each continuation line hanging under the text after the line's own
/// indentation and `[unit]` label, so the label stands out and nothing runs past the edge.
/// Colour escapes take no room; a word longer than a whole line is cut where the line ends.
enum HangingIndent {
  /// Every line of `text` wrapped at `width` columns (a final newline is kept).
  static func wrap(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { lines(String($0), width: width).joined(separator: "\n") }
      .joined(separator: "\n")
  }

  /// One line as the lines it wraps into, none wider than `width` visible columns.
  static func lines(_ line: String, width: Int) -> [String] {
    let cells = Cell.cells(of: line)
    guard cells.reduce(0, { $0 + $1.width }) > width, width > 0 else { return [line] }
    let indent = String(repeating: " ", count: min(hang(cells) + 2, width / 2))
    var lines: [String] = []
    var current = ""
    var used = 0
    var pendingSpaces = 0
    for word in words(cells) {
      let wordWidth = word.reduce(0) { $0 + $1.width }
      if used > 0 && used + pendingSpaces + wordWidth > width {
        lines.append(current)
        current = indent
        used = indent.count
        pendingSpaces = 0
      }
      current += String(repeating: " ", count: pendingSpaces)
      used += pendingSpaces
      pendingSpaces = 1
      for cell in word {
        if cell.width > 0 && used + cell.width > width {
          lines.append(current)
          current = indent
          used = indent.count
        }
        current += cell.text
        used += cell.width
      }
    }
    lines.append(current)
    return lines
  }

  /// The columns before the line's text: its leading spaces and a `[unit]` label.
  private static func hang(_ cells: [Cell]) -> Int {
    let visible = cells.filter { $0.width > 0 }.map(\.text)
    let spaces = visible.prefix { $0 == " " }.count
    let rest = visible.dropFirst(spaces)
    guard rest.first == "[", let close = rest.firstIndex(of: "]"),
      close + 1 < rest.endIndex, rest[close + 1] == " "
    else { return spaces }
    return close + 2
  }

  /// The cells cut into words at single spaces (leading spaces stay with the first word).
  private static func words(_ cells: [Cell]) -> [[Cell]] {
    var words: [[Cell]] = []
    var word: [Cell] = []
    var leading = true
    for cell in cells {
      if cell.text == " " && !leading {
        words.append(word)
        word = []
        continue
      }
      if cell.width > 0 && cell.text != " " { leading = false }
      word.append(cell)
    }
    words.append(word)
    return words
  }

  /// A character (one column) or a colour escape (none).
  private struct Cell {
    let text: String
    let width: Int

    static func cells(of line: String) -> [Cell] {
      var cells: [Cell] = []
      var escape: String?
      for character in line {
        if var sequence = escape {
          sequence.append(character)
          if character.isLetter {
            cells.append(Cell(text: sequence, width: 0))
            escape = nil
          } else {
            escape = sequence
          }
        } else if character == "\u{1B}" {
          escape = String(character)
        } else {
          cells.append(Cell(text: String(character), width: 1))
        }
      }
      if let escape { cells.append(Cell(text: escape, width: 0)) }
      return cells
    }
  }
}
