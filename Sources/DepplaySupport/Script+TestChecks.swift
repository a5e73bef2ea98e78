/// `#require` found its condition false or its value `nil`, or `XCTUnwrap` its value `nil`:
/// the issue is recorded, and the error stops the test (or the unit) that required it without
/// a report of its own, as Swift Testing's `ExpectationFailedError` and XCTest's
/// `XCTestErrorWhileUnwrappingOptional` do.
/// An XCTest assertion whose value throws it (`XCTAssertEqual(try XCTUnwrap(x), 1)`) catches it
/// instead (``TestCheckText/unwrapError``).
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
    _ first: @autoclosure () throws -> T, _ second: @autoclosure () throws -> T,
    message: String = "", at line: Int, _ column: Int
  ) {
    assert(.equal, try first(), try second(), by: ==, message: message, at: line, column)
  }

  /// `XCTAssertNotEqual` or an ordering (`XCTAssertGreaterThan(first, second, message)`, …):
  /// `relation` is the operator the assertion checks (`>`).
  package func assert<T>(
    _ comparison: XCTestComparison, _ first: @autoclosure () throws -> T,
    _ second: @autoclosure () throws -> T, by relation: (T, T) -> Bool,
    message: String = "", at line: Int, _ column: Int
  ) {
    let assertion = comparison.assertion
    guard let first = evaluated(first, in: assertion, message: message, line: line, column),
      let second = evaluated(second, in: assertion, message: message, line: line, column),
      !relation(first, second)
    else { return }
    xcTestFailure(
      .compared(comparison, ValueText.describe(first), ValueText.describe(second)),
      message: message, line: line, column: column)
  }

  /// `XCTAssertTrue`, `XCTAssertFalse`, `XCTAssertNotNil` and `XCTFail`: `holds` is whether
  /// the check passed, `assertion` which of them it is.
  package func assertion(
    _ holds: @autoclosure () throws -> Bool, _ assertion: Check.XCTestAssertion,
    message: String = "", at line: Int, _ column: Int
  ) {
    guard
      let holds = evaluated(holds, in: assertion.name, message: message, line: line, column),
      !holds
    else { return }
    xcTestFailure(assertion, message: message, line: line, column: column)
  }

  /// `XCTAssertNil(value, message)`.
  package func assertNil<T>(
    _ value: @autoclosure () throws -> T?, message: String = "", at line: Int, _ column: Int
  ) {
    guard
      let evaluated = evaluated(value, in: "XCTAssertNil", message: message, line: line, column),
      let value = evaluated
    else { return }
    xcTestFailure(.isNil(ValueText.describe(value)), message: message, line: line, column: column)
  }

  /// What `value` gives; `nil` when it threw, after the failure of `assertion` that says so:
  /// XCTest's assertions take their values as throwing autoclosures and catch what they throw
  /// (`XCTUnwrap`'s error among it), and the test goes on.
  private func evaluated<T>(
    _ value: () throws -> T, in assertion: String, message: String, line: Int, _ column: Int
  ) -> T? {
    do {
      return try value()
    } catch {
      let text = error is RequirementFailed ? TestCheckText.unwrapError : "\(error)"
      fail(
        .xcTest(call: "", .assertionThrew(assertion, error: text), message: message),
        line: line, column: column)
      return nil
    }
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

extension Check.XCTestAssertion {
  /// The assertion's name (`XCTAssertTrue`), which its failure names when one of its values
  /// threw; a test method's own throw has none.
  fileprivate var name: String {
    switch self {
    case .compared(let comparison, _, _): comparison.assertion
    case .isTrue: "XCTAssertTrue"
    case .isFalse: "XCTAssertFalse"
    case .isNil: "XCTAssertNil"
    case .isNotNil: "XCTAssertNotNil"
    case .fail: "XCTFail"
    case .unwrapped: "XCTUnwrap"
    case .throwsError: "XCTAssertThrowsError"
    case .assertionThrew(let name, _): name
    case .threw: ""
    }
  }
}
