import DepplaySupport

/// A check of Swift Testing or XCTest, as a test written for either framework calls it. The
/// lowering spells Swift Testing's macros with their `#` (`#expect(…)` is a call of the name
/// `#expect`), which no name a script declares can take; the checker resolves each spelling
/// once to its case, and the evaluator and the exporter switch over the case.
package enum TestCheck: String, Sendable, CaseIterable {
  /// `#expect(condition)`, `#expect(condition, "comment")`: records an issue when false.
  case expectMacro = "#expect"
  /// `try #require(condition)`, `try #require(optional)`: records an issue and stops the test
  /// when false or `nil`; otherwise gives the unwrapped value.
  case requireMacro = "#require"
  /// `XCTAssertEqual(a, b)`, `XCTAssertEqual(a, b, "message")`.
  case assertEqual = "XCTAssertEqual"
  /// `XCTAssertNotEqual(a, b)`.
  case assertNotEqual = "XCTAssertNotEqual"
  /// `XCTAssertGreaterThan(a, b)`.
  case assertGreaterThan = "XCTAssertGreaterThan"
  /// `XCTAssertGreaterThanOrEqual(a, b)`.
  case assertGreaterThanOrEqual = "XCTAssertGreaterThanOrEqual"
  /// `XCTAssertLessThan(a, b)`.
  case assertLessThan = "XCTAssertLessThan"
  /// `XCTAssertLessThanOrEqual(a, b)`.
  case assertLessThanOrEqual = "XCTAssertLessThanOrEqual"
  /// `XCTAssertTrue(condition)`.
  case assertTrue = "XCTAssertTrue"
  /// `XCTAssertFalse(condition)`.
  case assertFalse = "XCTAssertFalse"
  /// `XCTAssertNil(value)`.
  case assertNil = "XCTAssertNil"
  /// `XCTAssertNotNil(value)`.
  case assertNotNil = "XCTAssertNotNil"
  /// `XCTFail()`, `XCTFail("message")`: records an issue.
  case fail = "XCTFail"
  /// `try XCTUnwrap(optional)`, `try XCTUnwrap(optional, "message")`: the value, or (`nil`)
  /// an issue and the end of the test.
  case unwrap = "XCTUnwrap"
  /// `XCTAssertThrowsError(try expression)`, with a message and a handler closure `{ error in
  /// … }` that runs with the error thrown: records an issue when nothing is thrown.
  case assertThrowsError = "XCTAssertThrowsError"

  /// How many values it checks before its optional message: `XCTFail` none, the
  /// comparisons of two values two, the others one.
  package var checkedValues: Int {
    switch self {
    case .fail: 0
    case .expectMacro, .requireMacro, .assertTrue, .assertFalse, .assertNil, .assertNotNil,
      .unwrap, .assertThrowsError:
      1
    case .assertEqual, .assertNotEqual, .assertGreaterThan, .assertGreaterThanOrEqual,
      .assertLessThan, .assertLessThanOrEqual:
      2
    }
  }

  /// Whether a call of it throws (`try #require(…)`, `try XCTUnwrap(…)`), to stop the test
  /// when it fails, and gives the value it checked.
  package var isRequirement: Bool { self == .requireMacro || self == .unwrap }

  /// For an assertion of two values, the relation it checks and its operator.
  package var comparison: (assertion: XCTestComparison, operator: ComparisonOperator)? {
    switch self {
    case .assertEqual: (.equal, .equal)
    case .assertNotEqual: (.notEqual, .notEqual)
    case .assertGreaterThan: (.greaterThan, .greater)
    case .assertGreaterThanOrEqual: (.greaterThanOrEqual, .greaterOrEqual)
    case .assertLessThan: (.lessThan, .less)
    case .assertLessThanOrEqual: (.lessThanOrEqual, .lessOrEqual)
    default: nil
    }
  }
}
