/// `#expect(throws: Flaky.self) { try … }`, Swift Testing's check that a closure throws an error
/// of a type (`(any Error).self`: any error; `Never.self`: none at all), or one error
/// (`#expect(throws: Flaky.timeout) { … }`). The closure runs in
/// place; awaited, it may await. A failure records an issue in Swift Testing's words, and the
/// expression gives the error caught (an Optional), as Swift Testing's macro does.
package struct ErrorExpectation: Sendable {
  /// The errors the closure is expected to throw.
  package enum Expected: Sendable {
    /// `Flaky.self`: an error of a type the script declares.
    case type(String)
    /// `(any Error).self`: any error.
    case anyError
    /// `Never.self`: no error at all.
    case never
    /// `Flaky.timeout`: an error equal to this one (its type is `Equatable`).
    case value(Expression)
  }

  /// What the closure is expected to throw.
  package var expected: Expected
  /// Where the expected type is written (`Flaky.self`).
  package var typeRange: SourceRange
  /// The comment written after the type (`#expect(throws: Flaky.self, "retries") { … }`).
  package var comment: Expression?
  /// The closure checked.
  package var body: ClosureLiteral
  /// The whole macro, from `#expect` to the closure's closing brace.
  package var range: SourceRange
}
