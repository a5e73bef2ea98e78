import DependencyRuntime

/// What failed checks say, shared by the interpreter and exported programs.
package enum CheckText {
  /// `file:line:column: check failed: description`, then one indented line per detail.
  /// `paint` styles `check failed:` with an ANSI code (the renderer's colour).
  package static func failure(
    _ description: String, details: [String], file: String, line: Int, column: Int, label: String,
    paint: (String, String) -> String = { text, _ in text },
    paintLabel: (String) -> String = { $0 }
  ) -> String {
    let heading = "\(file):\(line):\(column): " + paint("check failed:", "1;31") + " \(description)"
    return OutputFormat.labelled(heading, label: label, paint: paintLabel)
      + details.map { "  \($0)\n" }.joined()
  }

  /// The details of a failed `expect(output:)`.
  package static func outputDetails(expected: String, printed: String?) -> [String] {
    ["- expected: \"\(expected)\"", "+ printed:  \(printed.map { "\"\($0)\"" } ?? "nothing")"]
  }

  /// ` with kind .k, key "name"` for `expect(issues:)`, or nothing.
  package static func issueFilter(kind: ReportedIssue.Kind?, key: String?) -> String {
    let what = [kind.map { "kind .\($0.rawValue)" }, key.map { "key \"\($0)\"" }]
      .compactMap { $0 }.joined(separator: ", ")
    return what.isEmpty ? "" : " with \(what)"
  }

  /// The details of a failed `expect(issues:)`: the count expected, the count reported,
  /// and the issues that matched.
  package static func issueDetails(
    expected: Int, kind: ReportedIssue.Kind?, key: String?, claimed: [ReportedIssue]
  ) -> [String] {
    [
      "- expected: \(expected) issue(s)\(issueFilter(kind: kind, key: key))",
      "+ reported: \(claimed.count)",
    ]
      + claimed.map {
        "  · \($0.kind.rawValue) \($0.key ?? ""): \(OutputFormat.firstLine(of: $0.message))"
      }
  }
}
