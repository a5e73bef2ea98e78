import Foundation

/// Lesson prose for a terminal: paragraphs reflowed to the width (words never broken
/// unless longer than a line), `-` list items with a hanging indent, `#` headings in bold,
/// `**bold**` in bold and `` `code` `` in colour. Without colour, bold marks are dropped and
/// code keeps its backticks, so it still reads as code.
struct TerminalProse {
  let width: Int
  let colored: Bool

  /// The terminal's width, or 80 when the output is not a terminal.
  static var terminalWidth: Int {
    var window = winsize()
    guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0,
      window.ws_col > 0
    else { return 80 }
    return Int(window.ws_col)
  }

  /// `markdown` as terminal lines, ending in a newline.
  func render(_ markdown: String) -> String {
    var lines: [String] = []
    var paragraph: [String] = []
    var item: [String]?
    func flush() {
      if !paragraph.isEmpty { lines += wrap(paragraph.joined(separator: " "), indent: "") }
      if let words = item { lines += wrap(words.joined(separator: " "), indent: "  ", first: "- ") }
      paragraph = []
      item = nil
    }
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty {
        flush()
        if lines.last != "" { lines.append("") }
      } else if line.hasPrefix("#") {
        flush()
        lines.append(style("**" + line.drop { $0 == "#" || $0 == " " } + "**"))
      } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
        flush()
        item = [String(line.dropFirst(2))]
      } else if item != nil {
        item?.append(line)
      } else {
        paragraph.append(line)
      }
    }
    flush()
    while lines.first == "" { lines.removeFirst() }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` wrapped at ``width`` (visible characters), continuation lines indented by
  /// `indent`, the first line prefixed with `first` (default `indent`).
  func wrap(_ text: String, indent: String, first: String? = nil) -> [String] {
    var lines: [String] = []
    var current = first ?? indent
    var currentWidth = current.count
    var empty = true
    for word in text.split(separator: " ") {
      let visible = Self.visibleWidth(word, colored: colored)
      if !empty && currentWidth + 1 + visible > width {
        lines.append(current)
        current = indent
        currentWidth = indent.count
        empty = true
      }
      if !empty {
        current += " "
        currentWidth += 1
      }
      current += word
      currentWidth += visible
      empty = false
    }
    lines.append(current)
    return restyled(lines)
  }

  /// The width `word` takes on screen once its marks are drawn.
  static func visibleWidth(_ word: Substring, colored: Bool) -> Int {
    let withoutBold = word.replacingOccurrences(of: "**", with: "")
    return colored ? withoutBold.filter { $0 != "`" }.count : withoutBold.count
  }

  /// Lines with their marks turned into styles, a style open at a line's end closed there
  /// and opened again on the next line.
  private func restyled(_ lines: [String]) -> [String] {
    var bold = false
    var code = false
    return lines.map { line in
      var out = colored ? (bold ? "\u{1B}[1m" : "") + (code ? "\u{1B}[36m" : "") : ""
      var index = line.startIndex
      while index < line.endIndex {
        if line[index...].hasPrefix("**") {
          bold.toggle()
          if colored { out += bold ? "\u{1B}[1m" : "\u{1B}[22m" }
          index = line.index(index, offsetBy: 2)
          continue
        }
        if line[index] == "`" {
          code.toggle()
          out += colored ? (code ? "\u{1B}[36m" : "\u{1B}[39m") : "`"
        } else {
          out.append(line[index])
        }
        index = line.index(after: index)
      }
      if colored && (bold || code) { out += "\u{1B}[0m" }
      return out
    }
  }

  private func style(_ line: String) -> String { restyled([line])[0] }
}
