import Foundation

/// Lesson prose for a terminal: paragraphs reflowed to the width (words never broken
/// unless longer than a line), `-` list items with a hanging indent, `#` headings bold and
/// underlined, `##` headings bold, `**bold**` bold, `*emphasis*` and `_emphasis_` underlined,
/// and `` `code` `` in colour. Without colour no mark is left: headings and emphasis are
/// plain text, and code keeps its backticks, so it still reads as code.
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

  /// `markdown` as terminal lines, ending in a newline; its text terminal-safe
  /// (``Swift/String/terminalSafe``), so only the styling's escapes reach a terminal.
  func render(_ markdown: String) -> String {
    let markdown = markdown.terminalSafe
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
      } else if let level = Self.headingLevel(line) {
        flush()
        let text = line.dropFirst(level).trimmingCharacters(in: .whitespaces)
        lines += wrap(text, indent: "", base: level == 1 ? [.bold, .emphasis] : .bold)
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

  /// `text` (inline Markdown) wrapped at ``width`` visible characters, continuation lines
  /// indented by `indent`, the first line prefixed with `first` (default `indent`); every
  /// run also carries `base` (a heading's style).
  func wrap(
    _ text: String, indent: String, first: String? = nil, base: StyledText.Style = []
  ) -> [String] {
    let runs = InlineMarkdown(keepsBackticks: !colored).runs(text).map {
      StyledText(text: $0.text, style: $0.style.union(base))
    }
    var lines: [[StyledText]] = []
    var current = [StyledText(text: first ?? indent, style: [])]
    var currentWidth = (first ?? indent).count
    var empty = true
    for word in Self.words(runs) {
      let visible = word.reduce(0) { $0 + $1.text.count }
      if !empty && currentWidth + 1 + visible > width {
        lines.append(current)
        current = [StyledText(text: indent, style: [])]
        currentWidth = indent.count
        empty = true
      }
      if !empty {
        // The space takes the style both sides share (an underline runs on through it).
        let shared = (current.last?.style ?? []).intersection(word.first?.style ?? [])
        current.append(StyledText(text: " ", style: shared))
        currentWidth += 1
      }
      current += word
      currentWidth += visible
      empty = false
    }
    lines.append(current)
    return lines.map(draw)
  }

  /// The runs cut into words at spaces (a word may hold runs of several styles).
  private static func words(_ runs: [StyledText]) -> [[StyledText]] {
    var words: [[StyledText]] = []
    var word: [StyledText] = []
    for run in runs {
      let pieces = run.text.split(separator: " ", omittingEmptySubsequences: false)
      for (position, piece) in pieces.enumerated() {
        if position > 0, !word.isEmpty {
          words.append(word)
          word = []
        }
        if !piece.isEmpty { word.append(StyledText(text: String(piece), style: run.style)) }
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// One line's runs as text: each change of style sets the new style afresh, and a style
  /// still on at the line's end is closed there (the next line opens it again).
  private func draw(_ line: [StyledText]) -> String {
    guard colored else { return line.map(\.text).joined() }
    var out = ""
    var style: StyledText.Style = []
    for run in line where !run.text.isEmpty {
      if run.style != style {
        out += (style.isEmpty ? "" : "\u{1B}[0m") + Self.escape(run.style)
        style = run.style
      }
      out += run.text
    }
    return out + (style.isEmpty ? "" : "\u{1B}[0m")
  }

  private static func escape(_ style: StyledText.Style) -> String {
    guard !style.isEmpty else { return "" }
    var codes: [String] = []
    if style.contains(.bold) { codes.append("1") }
    if style.contains(.emphasis) { codes.append("4") }
    if style.contains(.code) { codes.append("36") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// 1 for `# Heading`, 2 for `## Heading`, …; nil for a line that is not a heading.
  private static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
    return hashes
  }
}
