import Testing

@testable import DepplayLanguage

/// `#expect(throws: T.self) { … }` (`(any Error).self`, `Never.self`): Swift Testing's check
/// that a closure throws, its failures in Swift Testing's words as `swift test` prints them
/// (`Golden/expect-throws.dep`).
@Suite struct ErrorExpectationTests {
  static let errors = """
    struct Flaky: Error {}
    enum Failure: Error, Equatable { case status(Int) }

    """

  @Test func anErrorOfTheTypeHoldsAndIsGivenBack() async {
    let (output, errors, succeeded) = await runScript(
      Self.errors + """
        @Test func check() async {
          let caught = await #expect(throws: Failure.self) {
            try await Task.sleep(for: .milliseconds(1))
            throw Failure.status(3)
          }
          print(caught!)
          #expect(throws: (any Error).self) { throw Flaky() }
        }
        """, file: "throws.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "[test check()] status(3)\n✔ test check() passed\n")
  }

  @Test(arguments: [
    (
      "#expect(throws: Flaky.self) { 42 }",
      "an error was expected but none was thrown and \"42\" was returned"
    ),
    ("#expect(throws: Flaky.self) { _ = 1 }", "an error was expected but none was thrown"),
    (
      "#expect(throws: Flaky.self) { throw Failure.status(2) }",
      "expected error of type Flaky, but \".status(2)\" of type Failure was thrown instead"
    ),
    (
      "#expect(throws: Never.self) { throw Flaky() }",
      "an error was thrown when none was expected: \"Flaky()\""
    ),
    (
      "#expect(throws: Failure.status(1)) { throw Failure.status(2) }",
      "expected error \".status(1)\" of type Failure, but \".status(2)\" of type Failure was"
        + " thrown instead"
    ),
    (
      "#expect(throws: Failure.status(1)) { throw Flaky() }",
      "expected error \".status(1)\" of type Failure, but \"Flaky()\" was thrown instead"
    ),
    (
      "#expect(throws: Failure.status(1)) { 7 }",
      "an error was expected but none was thrown and \"7\" was returned"
    ),
  ])
  func aFailureIsSwiftTestingsIssue(check: String, issue: String) async {
    let (output, _, succeeded) = await runScript(
      Self.errors + "@Test func check() {\n  \(check)\n}\n", file: "throws.dep")
    #expect(!succeeded)
    #expect(output.contains("throws.dep:4:3: Expectation failed: \(issue)\n"), "\(output)")
  }

  /// `#expect(throws: Failure.status(3))`: one error, equal to the one thrown, which the
  /// check gives back.
  @Test func anEqualErrorHoldsAndIsGivenBack() async {
    let (output, errors, succeeded) = await runScript(
      Self.errors + """
        @Test func check() {
          let caught = #expect(throws: Failure.status(3)) { throw Failure.status(3) }
          print(caught!)
        }
        """, file: "throws.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "[test check()] status(3)\n✔ test check() passed\n")
  }

  @Test func anUndeclaredErrorTypeIsRefused() async {
    let (_, errors, succeeded) = await runScript(
      "@Test func check() {\n  #expect(throws: Missing.self) { 1 }\n}\n", file: "throws.dep")
    #expect(!succeeded)
    #expect(errors.contains("throws.dep:2:19: error: unknown error type 'Missing'"), "\(errors)")
  }

  @Test func anAwaitingClosureNeedsAwait() async {
    let (_, errors, succeeded) = await runScript(
      Self.errors + """
        @Test func check() async {
          #expect(throws: Flaky.self) { try await Task.sleep(for: .milliseconds(1)) }
        }
        """, file: "throws.dep")
    #expect(!succeeded)
    #expect(
      errors.contains("throws.dep:4:37: error: 'await' in a function that does not support"),
      "\(errors)")
  }
}
