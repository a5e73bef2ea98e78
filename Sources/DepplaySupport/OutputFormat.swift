import DependencyRuntime

/// The text of a script's output lines, shared by the interpreter's terminal renderer and by
/// exported programs, so both print the same bytes.
package enum OutputFormat {
  /// `[label] ` before every line of `text`, ending in a newline; no prefix for the main
  /// script (an empty label). `paint` styles the bracketed label (the renderer's colour).
  package static func labelled(
    _ text: String, label: String, paint: (String) -> String = { $0 }
  ) -> String {
    let prefix = label.isEmpty ? "" : paint("[\(label)]") + " "
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }.joined(separator: "\n") + "\n"
  }

  /// The first line of an issue's message (the rest is the library's advice).
  package static func firstLine(of message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
  }

  /// `issue(kind):`, the heading of an issue line.
  package static func issueHeading(_ kind: ReportedIssue.Kind) -> String {
    "issue(\(kind.rawValue)):"
  }

  /// The lines of a finished test case: `✔ test name passed`, or `✘ test name failed` and
  /// one indented line per failure. `paint` styles the mark with an ANSI colour code.
  package static func testResult(
    _ name: String, failures: [String], paint: (String, String) -> String = { text, _ in text }
  ) -> String {
    if failures.isEmpty { return paint("✔", "32") + " test \(name) passed\n" }
    return paint("✘", "31") + " test \(name) failed\n" + failures.map { "  \($0)\n" }.joined()
  }

  /// A value as a check's details show it: strings quoted, everything else as printed.
  package static func debugText(_ value: Any) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    return ValueText.describe(value)
  }
}
