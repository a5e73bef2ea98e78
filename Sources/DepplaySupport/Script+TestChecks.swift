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
    fail(
      .expectation(
        "\(left.text) \(symbol) \(right.text)", expanded: "\(sides[0]) \(symbol) \(sides[1])",
        comment: comment),
      line: line, column: column)
    return false
  }

  /// `#expect(condition)`. Returns whether it held, for `#require`.
  @discardableResult
  package func expectation(
    _ condition: Bool, _ text: String, comment: String = "", at line: Int, _ column: Int
  ) -> Bool {
    guard !condition else { return true }
    fail(.expectation(text, expanded: nil, comment: comment), line: line, column: column)
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
    fail(.requiredNil(text, comment: ""), line: line, column: column)
    throw RequirementFailed()
  }

  /// `XCTAssertEqual(first, second, message)`.
  package func assertEqual<T: Equatable>(
    _ first: T, _ second: T, message: String = "", at line: Int, _ column: Int
  ) {
    assert(.equal, first, second, by: ==, message: message, at: line, column)
  }

  /// `XCTAssertNotEqual` or an ordering (`XCTAssertGreaterThan(first, second, message)`, …):
  /// `relation` is the operator the assertion checks (`>`).
  package func assert<T>(
    _ comparison: XCTestComparison, _ first: T, _ second: T, by relation: (T, T) -> Bool,
    message: String = "", at line: Int, _ column: Int
  ) {
    guard !relation(first, second) else { return }
    xcTestFailure(
      .compared(comparison, ValueText.describe(first), ValueText.describe(second)),
      message: message, line: line, column: column)
  }

  /// `XCTAssertTrue`, `XCTAssertFalse`, `XCTAssertNotNil` and `XCTFail`: `holds` is whether
  /// the check passed, `assertion` which of them it is.
  package func assertion(
    _ holds: Bool, _ assertion: Check.XCTestAssertion, message: String = "", at line: Int,
    _ column: Int
  ) {
    guard !holds else { return }
    xcTestFailure(assertion, message: message, line: line, column: column)
  }

  /// `XCTAssertNil(value, message)`.
  package func assertNil<T>(_ value: T?, message: String = "", at line: Int, _ column: Int) {
    guard let value else { return }
    xcTestFailure(.isNil(ValueText.describe(value)), message: message, line: line, column: column)
  }

  /// `try XCTUnwrap(value, message)`: the value, or the failure and the end of the test.
  package func unwrap<T>(_ value: T?, message: String = "", at line: Int, _ column: Int) throws
    -> T
  {
    if let value { return value }
    xcTestFailure(
      .unwrapped(String(describing: T.self)), message: message, line: line, column: column)
    throw RequirementFailed()
  }

  /// `XCTAssertThrowsError(try expression, message) { error in … }`: the handler with the
  /// error thrown, or XCTest's failure when none was.
  package func assertThrowsError<T>(
    _ expression: @autoclosure () throws -> T, message: String = "", at line: Int,
    _ column: Int, _ handler: (any Error) -> Void = { _ in }
  ) {
    do {
      _ = try expression()
    } catch {
      handler(error)
      return
    }
    xcTestFailure(.throwsError, message: message, line: line, column: column)
  }

  /// An XCTest assertion failed. (An exported program does not keep the call's text, which
  /// only a passed check shows.)
  private func xcTestFailure(
    _ assertion: Check.XCTestAssertion, message: String, line: Int, column: Int
  ) {
    fail(.xcTest(call: "", assertion, message: message), line: line, column: column)
  }
}
