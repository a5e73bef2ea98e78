import DependencyRuntime

/// The text of a script's output lines, shared by the interpreter's terminal renderer and by
/// exported programs, so both print the same bytes.
package enum OutputFormat {
  /// `[label] ` before every line of `text` (`[label]` alone before an empty one, so that
  /// no line ends in a space), ending in `terminator` (a newline unless `print` was given
  /// another); no prefix for the main script (an empty label). `paint` styles the bracketed
  /// label (the renderer's colour).
  package static func labelled(
    _ text: String, label: String, terminator: String = "\n", paint: (String) -> String = { $0 }
  ) -> String {
    guard !label.isEmpty else { return text + terminator }
    let prefix = paint("[\(label)]")
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? prefix : prefix + " " + $0 }.joined(separator: "\n") + terminator
  }

  /// The first line of an issue's message (a list of issues names each by it).
  package static func firstLine(of message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
  }

  /// `issue(kind):`, the heading of an issue line.
  package static func issueHeading(_ kind: ReportedIssue.Kind) -> String {
    "issue(\(kind.rawValue)):"
  }

  /// The heading of an expected issue (a test store's skipped assertions), which fails
  /// nothing: Swift Testing records it as a known issue.
  package static let knownIssueHeading = "known issue:"

  /// An issue's whole message after its heading: the first line as it is, every later line
  /// under it with a hanging indent (``issueIndent``), so that a multi-line message (a state
  /// diff, the library's advice) reads as one issue; blank lines stay empty.
  package static func issueBody(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { index, line in index == 0 || line.isEmpty ? String(line) : issueIndent + line }
      .joined(separator: "\n")
  }

  /// The indent of an issue message's later lines.
  package static let issueIndent = "    "

  /// The lines of a finished test case: `✔ test name passed`, or `✘ test name failed` and
  /// one indented line per failure. `paint` styles the mark with an ANSI colour code.
  package static func testResult(
    _ name: String, failures: [String], paint: (String, String) -> String = { text, _ in text }
  ) -> String {
    if failures.isEmpty { return paint("✔", "32") + " test \(name) passed\n" }
    return paint("✘", "31") + " test \(name) failed\n" + failures.map { "  \($0)\n" }.joined()
  }

  /// The name a test case's lines show: `name()`, `name(n: 1)` for the case of `argument`
  /// (`n: 1`), or the display name in quotes (`"adds two"`, `"adds two"(n: 1)`), as Swift
  /// Testing shows them; `Class.testName` for a test method of the `XCTestCase` class
  /// `testCase`, as XCTest shows it.
  package static func testCaseName(
    _ name: String, testCase: String? = nil, displayName: String? = nil, argument: String?
  ) -> String {
    if let testCase { return "\(testCase).\(name)" }
    if let displayName { return "\"\(displayName)\"" + (argument.map { "(\($0))" } ?? "") }
    return name + "(" + (argument ?? "") + ")"
  }

  /// The text of a test case's arguments in its name (``testCaseName(_:testCase:displayName:argument:)``),
  /// each parameter's name and its argument's text: `n: 1`, `hour: 23, word: "morning"`.
  package static func testArguments(_ parameters: [String], _ texts: [String]) -> String {
    zip(parameters, texts).map { "\($0): \($1)" }.joined(separator: ", ")
  }

  /// A value as a check's details show it: strings quoted, everything else as printed.
  package static func debugText(_ value: Any) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    return ValueText.describe(value)
  }
}
