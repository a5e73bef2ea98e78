/// The relation one of XCTest's assertions of two values checks: `XCTAssertEqual`,
/// `XCTAssertNotEqual` and the four orderings (`XCTAssertGreaterThan`, …). A failure names the
/// assertion and says how the values failed the relation, in XCTest's words:
/// `XCTAssertGreaterThan failed: ("1") is not greater than ("2")`.
package enum XCTestComparison: Sendable, CaseIterable {
  case equal, notEqual, greaterThan, greaterThanOrEqual, lessThan, lessThanOrEqual

  /// The assertion's name, as a test calls it.
  package var assertion: String {
    switch self {
    case .equal: "XCTAssertEqual"
    case .notEqual: "XCTAssertNotEqual"
    case .greaterThan: "XCTAssertGreaterThan"
    case .greaterThanOrEqual: "XCTAssertGreaterThanOrEqual"
    case .lessThan: "XCTAssertLessThan"
    case .lessThanOrEqual: "XCTAssertLessThanOrEqual"
    }
  }

  /// What a failure says stands between the first value and the second.
  package var failedRelation: String {
    switch self {
    case .equal: "is not equal to"
    case .notEqual: "is equal to"
    case .greaterThan: "is not greater than"
    case .greaterThanOrEqual: "is less than"
    case .lessThan: "is not less than"
    case .lessThanOrEqual: "is greater than"
    }
  }
}
