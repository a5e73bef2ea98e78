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
    let shown = [(sides.0, lhs), (sides.1, rhs)].compactMap { side, value in
      side.map { Check.Side($0, value: OutputFormat.debugText(value)) }
    }
    fail(.condition(text, sides: shown), line: line, column: column)
  }

  /// `expect(condition)`.
  package func expect(_ condition: Bool, _ text: String, at line: Int, _ column: Int) {
    guard !condition else { return }
    fail(.condition(text, sides: []), line: line, column: column)
  }

  /// `expect(output:)`: the last line printed, by any unit.
  package func expect(output expected: String, at line: Int, _ column: Int) {
    let printed = lastLine
    guard printed != expected else { return }
    fail(.output(expected: expected, printed: printed), line: line, column: column)
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
      .issues(expected: expected, kind: kind, key: key, claimed: claimed), line: line,
      column: column)
  }

  /// Prints a failed check where it was made, and fails the running test (or the script); in
  /// `withKnownIssue { … }`, prints it as a known issue instead.
  func fail(_ check: Check, line: Int, column: Int) {
    if let known = KnownIssueScope.current {
      known.record()
      knownIssue(check.knownIssueMessage)
      return
    }
    let scope = Self.current
    write(
      CheckText.failure(
        check.failure, details: check.details, file: file, line: line, column: column,
        label: scope?.label ?? ""))
    (scope?.bucket ?? scriptBucket).fail("\(file):\(line):\(column): \(check.failure)")
    markFailed()
  }
}
