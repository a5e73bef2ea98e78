import DependencyRuntime

extension Script {
  /// `expect(lhs op rhs)`: on failure prints where, what, and the value of each side named
  /// in `showing` (the sides that are not literals), as the interpreter does.
  ///
  /// ```swift
  /// script.expect(full, ==, 4, "full == 4", showing: ("full", nil), at: 7, 1)
  /// ```
  package func expect<T>(
    _ lhs: T, _ comparison: (T, T) -> Bool, _ rhs: T, _ text: String,
    showing sides: (String?, String?) = (nil, nil), at line: Int, _ column: Int
  ) {
    guard !comparison(lhs, rhs) else { return }
    let details = [(sides.0, lhs), (sides.1, rhs)].compactMap { side, value in
      side.map { "\($0) → \(OutputFormat.debugText(value))" }
    }
    fail("expectation failed: \(text)", details: details, line: line, column: column)
  }

  /// `expect(condition)`.
  package func expect(_ condition: Bool, _ text: String, at line: Int, _ column: Int) {
    guard !condition else { return }
    fail("expectation failed: \(text)", details: [], line: line, column: column)
  }

  /// `expect(output:)`: the last line printed, by any unit.
  package func expect(output expected: String, at line: Int, _ column: Int) {
    let printed = lastLine
    guard printed != expected else { return }
    fail(
      "expect(output:) failed",
      details: CheckText.outputDetails(expected: expected, printed: printed),
      line: line, column: column)
  }

  /// `expect(issues:kind:key:)`: claims the matching issues reported so far in this script
  /// (or test case) and compares their number.
  package func expect(
    issues expected: Int, kind: ReportedIssue.Kind? = nil, key: String? = nil,
    at line: Int, _ column: Int
  ) {
    let claimed = (Self.current?.bucket ?? scriptBucket).claim(kind: kind, key: key)
    guard claimed.count != expected else { return }
    fail(
      "expect(issues:) failed",
      details: CheckText.issueDetails(expected: expected, kind: kind, key: key, claimed: claimed),
      line: line, column: column)
  }

  func fail(_ description: String, details: [String], line: Int, column: Int) {
    let scope = Self.current
    write(
      CheckText.failure(
        description, details: details, file: file, line: line, column: column,
        label: scope?.label ?? ""))
    (scope?.bucket ?? scriptBucket).fail("\(file):\(line):\(column): \(description)")
    markFailed()
  }
}
