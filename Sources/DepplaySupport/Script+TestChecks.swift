/// `#require` found its condition false or its value `nil`: the issue is recorded, and the
/// error stops the test (or the unit) that required it without a report of its own, as
/// Swift Testing's `ExpectationFailedError` does.
package struct RequirementFailed: Error {
  package init() {}
}

extension Script {
  /// `#expect(lhs op rhs)`: on failure records Swift Testing's expansion, each side that is
  /// not a literal with its value (`showsValue`). Returns whether it held, for `#require`.
  ///
  /// ```swift
  /// script.expectation(balance, ==, 4, "==", ("balance", true), ("4", false), at: 7, 3)
  /// ```
  @discardableResult
  package func expectation<T>(
    _ lhs: T, _ comparison: (T, T) -> Bool, _ rhs: T, _ symbol: String,
    _ left: (text: String, showsValue: Bool), _ right: (text: String, showsValue: Bool),
    comment: String = "", at line: Int, _ column: Int
  ) -> Bool {
    guard !comparison(lhs, rhs) else { return true }
    let sides = [(left, lhs), (right, rhs)].map { side, value in
      TestCheckText.side(side.text, value: side.showsValue ? OutputFormat.debugText(value) : nil)
    }
    record(
      TestCheckText.expectation("\(sides[0]) \(symbol) \(sides[1])"), comment: comment,
      line: line, column: column)
    return false
  }

  /// `#expect(condition)`. Returns whether it held, for `#require`.
  @discardableResult
  package func expectation(
    _ condition: Bool, _ text: String, comment: String = "", at line: Int, _ column: Int
  ) -> Bool {
    guard !condition else { return true }
    record(TestCheckText.expectation(text), comment: comment, line: line, column: column)
    return false
  }

  /// `try #require(condition)`: stops the test when the expectation did not hold.
  package func requirement(_ held: Bool) throws {
    if !held { throw RequirementFailed() }
  }

  /// `try #require(optional)`: the value, or the issue and the end of the test.
  package func requirement<T>(_ value: T?, _ text: String, at line: Int, _ column: Int) throws
    -> T
  {
    if let value { return value }
    record(TestCheckText.requiredNil(text), comment: "", line: line, column: column)
    throw RequirementFailed()
  }

  /// `XCTAssertEqual(first, second, message)`.
  package func assertEqual<T: Equatable>(
    _ first: T, _ second: T, message: String = "", at line: Int, _ column: Int
  ) {
    guard first != second else { return }
    fail(
      TestCheckText.assertEqual(
        ValueText.describe(first), ValueText.describe(second), message: message),
      details: [], line: line, column: column)
  }

  /// `XCTAssertTrue`, `XCTAssertFalse`, `XCTAssertNotNil` and `XCTFail`: `holds` is whether
  /// the check passed, `assertion` what XCTest names the failure (`XCTAssertTrue failed`).
  package func assertion(
    _ holds: Bool, _ assertion: String, message: String = "", at line: Int, _ column: Int
  ) {
    guard !holds else { return }
    fail(TestCheckText.xcTest(assertion, message), details: [], line: line, column: column)
  }

  /// `XCTAssertNil(value, message)`.
  package func assertNil<T>(_ value: T?, message: String = "", at line: Int, _ column: Int) {
    guard let value else { return }
    fail(
      TestCheckText.assertNil(ValueText.describe(value), message: message), details: [],
      line: line, column: column)
  }

  private func record(_ failure: String, comment: String, line: Int, column: Int) {
    fail(
      failure, details: comment.isEmpty ? [] : [TestCheckText.comment(comment)], line: line,
      column: column)
  }
}
