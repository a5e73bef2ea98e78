import DepplaySyntax

/// Turns a diagnostic into the text a user sees:
///
/// ```
/// script.dep:3:7: error: unknown dependency 'ful'
/// print(ful)
///       ^~~
/// note: did you mean 'full'?
/// ```
///
/// The file's name, the message, the quoted line and the notes are shown terminal-safe
/// (``Swift/String/terminalSafe``): a control character in a script shows as `\u{1B}`, and
/// the caret is moved to stay under what it points at.
package struct DiagnosticRenderer: Sendable {
  /// Whether to colour the output with ANSI escapes.
  package var colored: Bool

  /// Creates a renderer.
  package init(colored: Bool) { self.colored = colored }

  /// The full text of `diagnostic` in `source`, ending with a newline.
  package func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
    let start = diagnostic.range.start
    let severity = paint(
      "\(diagnostic.severity.rawValue):", diagnostic.severity == .error ? "1;31" : "1;35")
    var text =
      paint("\(source.name.terminalSafeLine):\(start.line):\(start.column):", "1")
      + " \(severity) \(paint(diagnostic.message.terminalSafe, "1"))\n"
    let line = source.line(start.line)
    if !line.isEmpty || start.line == 1 {
      let shown = line.terminalSafe
      text += shown + "\n"
      let range = Self.shownRange(diagnostic.range, in: line)
      text += paint(caret(for: range, lineLength: shown.unicodeScalars.count), "1;32") + "\n"
    }
    for note in diagnostic.notes {
      text += "\(paint("note:", "1;36")) \(note.terminalSafe)\n"
    }
    return text
  }

  /// `range` (columns of `line`'s scalars) as columns of the line as shown, where each
  /// control character before a column takes the columns of its escape.
  package static func shownRange(_ range: SourceRange, in line: String) -> SourceRange {
    let scalars = line.unicodeScalars
    func shown(_ column: Int) -> Int {
      var before = ""
      before.unicodeScalars.append(contentsOf: scalars.prefix(max(0, column - 1)))
      let past = max(0, column - 1 - scalars.count)  // a column past the line's end
      return before.terminalSafe.unicodeScalars.count + past + 1
    }
    var moved = range
    moved.start.column = shown(range.start.column)
    if range.end.line == range.start.line { moved.end.column = shown(range.end.column) }
    return moved
  }

  /// `^~~~` under the range (only its part on the first line), tabs kept for alignment.
  package func caret(for range: SourceRange, lineLength: Int) -> String {
    let column = max(1, range.start.column)
    let width: Int
    if range.end.line == range.start.line, range.end.column > column {
      width = range.end.column - column
    } else {
      width = max(1, min(lineLength - column + 1, 1))
    }
    return String(repeating: " ", count: column - 1) + "^"
      + String(repeating: "~", count: max(0, width - 1))
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
