/// What the checks of Swift Testing and XCTest say when they fail, in those frameworks' own
/// words (measured with `swift test` on Swift 6.3), shared by the interpreter and exported
/// programs.
package enum TestCheckText {
  /// `#expect` and `#require`: `Expectation failed: (balance → 3) == 4`.
  package static func expectation(_ expanded: String) -> String {
    "Expectation failed: \(expanded)"
  }

  /// One side of a compared condition as Swift Testing expands it: a literal as written,
  /// anything else as `(text → value)`, the value as `String(reflecting:)` shows it.
  package static func side(_ text: String, value: String?) -> String {
    value.map { "(\(text) → \($0))" } ?? text
  }

  /// `#require(optional)` that found `nil`: `Expectation failed: user → nil`.
  package static func requiredNil(_ text: String) -> String {
    expectation("\(text) → nil")
  }

  /// `#expect(throws:)` whose closure threw nothing: `an error was expected but none was
  /// thrown`, followed by ` and "42" was returned` when the closure gave a value (not Void).
  package static func noErrorThrown(returned: String?) -> String {
    "an error was expected but none was thrown"
      + (returned.map { " and \"\($0)\" was returned" } ?? "")
  }

  /// `#expect(throws: Flaky.self)` or `#expect(throws: Flaky.timeout)` whose closure threw
  /// another error: `expected error of type Flaky, but "Other(code: 3)" was thrown instead`,
  /// `expected error ".timeout" of type Flaky, but ".retry(2)" of type Flaky was thrown
  /// instead`. `expected` is ``expectedType(_:)`` or an error as
  /// ``thrownError(_:typeName:)`` shows it, and so is `thrown`.
  package static func wrongErrorThrown(expected: String, thrown: String) -> String {
    "expected error \(expected), but \(thrown) was thrown instead"
  }

  /// The errors `#expect(throws: Flaky.self)` expects, as its failure says it: `of type Flaky`.
  package static func expectedType(_ name: String) -> String { "of type \(name)" }

  /// `#expect(throws: Never.self)` whose closure threw: `an error was thrown when none was
  /// expected: ".boom" of type Failure`.
  package static func errorThrownWhenNoneExpected(_ thrown: String) -> String {
    "an error was thrown when none was expected: \(thrown)"
  }

  /// A thrown error as Swift Testing shows it: its description quoted, then its type, unless
  /// the description names the type already (`"Other(code: 3)"`, `"oops" of type Described`).
  package static func thrownError(_ description: String, typeName: String) -> String {
    let quoted = "\"\(description)\""
    return description.contains(typeName) ? quoted : "\(quoted) of type \(typeName)"
  }

  /// The comment of an `#expect(…, "comment")`, the line Swift Testing shows below it.
  package static func comment(_ text: String) -> String { "↳ \(text)" }

  /// `XCTAssertEqual failed: ("0") is not equal to ("1")`, the values as `"\(value)"`.
  package static func compared(
    _ comparison: XCTestComparison, _ first: String, _ second: String, message: String
  ) -> String {
    xcTest(
      "\(comparison.assertion) failed: (\"\(first)\") \(comparison.failedRelation) (\"\(second)\")",
      message)
  }

  /// `XCTAssertNil failed: "3"`.
  package static func assertNil(_ value: String, message: String) -> String {
    xcTest("XCTAssertNil failed: \"\(value)\"", message)
  }

  /// A test method of an `XCTestCase` that threw `error` (as `"\(error)"` writes it):
  /// `threw error "Boom()"`, without a message.
  package static func threwError(_ error: String) -> String {
    "threw error \"\(error)\""
  }

  /// An XCTest assertion whose value threw `error` (as `"\(error)"` writes it) while it was
  /// evaluated: `XCTAssertEqual threw error "Boom()" - message`.
  package static func assertionThrew(_ assertion: String, error: String, message: String)
    -> String
  {
    xcTest("\(assertion) threw error \"\(error)\"", message)
  }

  /// The error `XCTUnwrap` throws when it finds `nil`, as an assertion that catches it
  /// writes it.
  package static let unwrapError = "XCTestErrorWhileUnwrappingOptional()"

  /// `XCTUnwrap failed: expected non-nil value of type "Int"`.
  package static func unwrapped(_ type: String, message: String) -> String {
    xcTest("XCTUnwrap failed: expected non-nil value of type \"\(type)\"", message)
  }

  /// An XCTest failure as swift-corelibs-xctest writes it: what failed (`XCTAssertTrue
  /// failed`, `XCTFail`'s bare `failed`, …), ` - `, and the message, which may be empty
  /// (`XCTAssertTrue failed - `: the dash and its space stay).
  package static func xcTest(_ failure: String, _ message: String) -> String {
    "\(failure) - \(message)"
  }
}
