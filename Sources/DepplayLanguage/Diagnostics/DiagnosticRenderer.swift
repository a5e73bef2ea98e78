/// Turns a diagnostic into the text a user sees:
///
/// ```
/// script.dep:3:7: error: unknown dependency 'ful'
/// print(ful)
///       ^~~
/// note: did you mean 'full'?
/// ```
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
      paint("\(source.name):\(start.line):\(start.column):", "1")
      + " \(severity) \(paint(diagnostic.message, "1"))\n"
    let line = source.line(start.line)
    if !line.isEmpty || start.line == 1 {
      text += line + "\n"
      text += paint(caret(for: diagnostic.range, lineLength: line.count), "1;32") + "\n"
    }
    for note in diagnostic.notes {
      text += "\(paint("note:", "1;36")) \(note)\n"
    }
    return text
  }

  /// `^~~~` under the range (only its part on the first line), tabs kept for alignment.
  func caret(for range: SourceRange, lineLength: Int) -> String {
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
