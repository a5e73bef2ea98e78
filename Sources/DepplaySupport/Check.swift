import DependencyRuntime

/// A check a script made and what it found: depplay's `expect(…)`, or a test framework's
/// (`#expect`, `#require`, `XCTAssert…`, `XCTFail`). Check events carry it as data; the words
/// (``passed``, ``failure``, ``details``) are written here once, for the interpreter's views
/// and for the exported programs alike.
///
/// A value a check compared is kept as its text when checked (`balance → 3`): the value
/// itself may change afterwards.
package enum Check: Sendable {
  /// `expect(condition)`, as written, with each side of a comparison that is not a literal.
  case condition(String, sides: [Side])
  /// `expect(output:)`: the line expected, and the last line printed (`nil`: none yet).
  case output(expected: String, printed: String?)
  /// `expect(issues:kind:key:)`: how many issues were expected, of which kind and key, and
  /// the issues it claimed.
  case issues(expected: Int, kind: ReportedIssue.Kind?, key: String?, claimed: [ReportedIssue])
  /// `#expect` or `#require` of a condition as written; `expanded` is Swift Testing's
  /// expansion of a comparison (`(balance → 3) == 4`), `nil` for a plain Bool.
  case expectation(String, expanded: String?, comment: String)
  /// `try #require(optional)` found `nil`.
  case requiredNil(String, comment: String)
  /// An XCTest assertion, its call as written, and its message.
  case xcTest(call: String, XCTestAssertion, message: String)
  /// `withKnownIssue { … }` whose body recorded no issue, with its comment.
  case knownIssueNotRecorded(comment: String)

  /// A compared side as written, and its value's text when it is not a literal.
  package struct Side: Sendable {
    package var text: String
    package var value: String?

    /// A side as written; `value` is `nil` for a literal, which shows as written.
    package init(_ text: String, value: String?) {
      self.text = text
      self.value = value
    }
  }

  /// What an XCTest assertion checked.
  package enum XCTestAssertion: Sendable {
    /// `XCTAssertEqual`, `XCTAssertNotEqual` or an ordering, with each value as
    /// `"\(value)"` writes it.
    case compared(XCTestComparison, String, String)
    case isTrue, isFalse
    /// `XCTAssertNil`, with the value that was not `nil`.
    case isNil(String)
    case isNotNil
    /// `XCTFail`.
    case fail
    /// `XCTUnwrap` that found `nil`, with the name of the type the Optional wraps.
    case unwrapped(String)
    /// `XCTAssertThrowsError`.
    case throwsError
    /// A test method that threw, with the error as `"\(error)"` writes it.
    case threw(String)
    /// An assertion (`XCTAssertEqual`) whose value threw `error`, as `"\(error)"` writes it.
    case assertionThrew(String, error: String)
  }

  /// What a check that held says: the condition or call as written, the line, the issues.
  package var passed: String {
    switch self {
    case .condition(let text, _), .expectation(let text, _, _), .requiredNil(let text, _):
      text
    case .output(let expected, _): "output is \"\(expected)\""
    case .issues(let expected, let kind, let key, _):
      "\(expected) issue(s)\(CheckText.issueFilter(kind: kind, key: key))"
    case .xcTest(let call, _, _): call
    case .knownIssueNotRecorded: "a known issue was recorded"
    }
  }

  /// What a check that failed says, in depplay's words for `expect` and in the framework's
  /// own for a test check.
  package var failure: String {
    switch self {
    case .condition(let text, _): "expectation failed: \(text)"
    case .output: "expect(output:) failed"
    case .issues: "expect(issues:) failed"
    case .expectation(let text, let expanded, _): TestCheckText.expectation(expanded ?? text)
    case .requiredNil(let text, _): TestCheckText.requiredNil(text)
    case .xcTest(_, .compared(let comparison, let first, let second), let message):
      TestCheckText.compared(comparison, first, second, message: message)
    case .xcTest(_, .isTrue, let message): TestCheckText.xcTest("XCTAssertTrue failed", message)
    case .xcTest(_, .isFalse, let message): TestCheckText.xcTest("XCTAssertFalse failed", message)
    case .xcTest(_, .isNil(let value), let message):
      TestCheckText.assertNil(value, message: message)
    case .xcTest(_, .isNotNil, let message):
      TestCheckText.xcTest("XCTAssertNotNil failed", message)
    case .xcTest(_, .fail, let message): TestCheckText.xcTest("failed", message)
    case .xcTest(_, .unwrapped(let type), let message):
      TestCheckText.unwrapped(type, message: message)
    case .xcTest(_, .throwsError, let message):
      TestCheckText.xcTest("XCTAssertThrowsError failed: did not throw error", message)
    case .xcTest(_, .threw(let error), _): TestCheckText.threwError(error)
    case .xcTest(_, .assertionThrew(let assertion, let error), let message):
      TestCheckText.assertionThrew(assertion, error: error, message: message)
    case .knownIssueNotRecorded: "Known issue was not recorded"
    }
  }

  /// The lines under a failure: the compared values, what was expected and found, or a
  /// test check's comment.
  package var details: [String] {
    switch self {
    case .condition(_, let sides):
      sides.compactMap { side in side.value.map { "\(side.text) → \($0)" } }
    case .output(let expected, let printed):
      CheckText.outputDetails(expected: expected, printed: printed)
    case .issues(let expected, let kind, let key, let claimed):
      CheckText.issueDetails(expected: expected, kind: kind, key: key, claimed: claimed)
    case .expectation(_, _, let comment), .requiredNil(_, let comment),
      .knownIssueNotRecorded(let comment):
      comment.isEmpty ? [] : [TestCheckText.comment(comment)]
    case .xcTest: []
    }
  }
}
