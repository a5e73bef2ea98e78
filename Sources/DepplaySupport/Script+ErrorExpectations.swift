extension Script {
  /// `#expect(throws: Flaky.self) { … }` (`(any Error).self`, `Never.self`): runs the closure
  /// and records Swift Testing's issue when it throws no error, or one of another type; gives
  /// the error caught.
  ///
  /// ```swift
  /// script.expectation(throws: Flaky.self, "throws: Flaky.self", at: 40, 11) { try load() }
  /// ```
  @discardableResult
  package func expectation<E: Error, R>(
    throws expected: E.Type, _ text: String, comment: String = "", at line: Int, _ column: Int,
    performing body: () throws -> R
  ) -> E? {
    let outcome = Result { try body() }
    return settle(outcome, matching: { $0 as? E }, text, comment: comment, at: line, column)
  }

  /// The same, for an asynchronous closure: `await #expect(throws: Flaky.self) { try await … }`.
  @discardableResult
  package func expectation<E: Error, R>(
    throws expected: E.Type, _ text: String, comment: String = "", at line: Int, _ column: Int,
    performing body: () async throws -> R
  ) async -> E? {
    let outcome: Result<R, any Error>
    do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
    return settle(outcome, matching: { $0 as? E }, text, comment: comment, at: line, column)
  }

  /// `#expect(throws: Flaky.timeout) { … }`: the same check of one error, equal to `expected`.
  ///
  /// ```swift
  /// script.expectation(throws: Flaky.timeout, "throws: Flaky.timeout", at: 40, 11) { try load() }
  /// ```
  @discardableResult
  package func expectation<E: Error & Equatable, R>(
    throws expected: E, _ text: String, comment: String = "", at line: Int, _ column: Int,
    performing body: () throws -> R
  ) -> E? {
    let outcome = Result { try body() }
    return settle(
      outcome, matching: { $0 as? E == expected ? expected : nil },
      expecting: Self.errorText(expected), text, comment: comment, at: line, column)
  }

  /// The same, for an asynchronous closure: `await #expect(throws: Flaky.timeout) { … }`.
  @discardableResult
  package func expectation<E: Error & Equatable, R>(
    throws expected: E, _ text: String, comment: String = "", at line: Int, _ column: Int,
    performing body: () async throws -> R
  ) async -> E? {
    let outcome: Result<R, any Error>
    do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
    return settle(
      outcome, matching: { $0 as? E == expected ? expected : nil },
      expecting: Self.errorText(expected), text, comment: comment, at: line, column)
  }

  /// Judges what the closure did against the errors expected: those `matching` catches, by
  /// default (`expecting` nil) all errors of type `E`.
  private func settle<E: Error, R>(
    _ outcome: Result<R, any Error>, matching: (any Error) -> E?, expecting: String? = nil,
    _ text: String, comment: String, at line: Int, _ column: Int
  ) -> E? {
    let failure: String
    switch outcome {
    case .success(let returned):
      guard E.self != Never.self else { return nil }
      failure = TestCheckText.noErrorThrown(
        returned: R.self == Void.self ? nil : Self.describedForTest(returned))
    case .failure(let error):
      if let caught = matching(error) { return caught }
      let thrown = Self.errorText(error)
      failure =
        E.self == Never.self
        ? TestCheckText.errorThrownWhenNoneExpected(thrown)
        : TestCheckText.wrongErrorThrown(
          expected: expecting ?? TestCheckText.expectedType(String(describing: E.self)),
          thrown: thrown)
    }
    fail(.expectation(text, expanded: failure, comment: comment), line: line, column: column)
    return nil
  }

  /// An error as Swift Testing shows it in an issue: `".timeout" of type Flaky`.
  private static func errorText(_ error: any Error) -> String {
    TestCheckText.thrownError(
      describedForTest(error), typeName: String(describing: type(of: error)))
  }

  /// A value as Swift Testing describes it in an issue: an enum's case after a dot
  /// (`.bust(2)`), anything else as `String(describing:)` writes it.
  private static func describedForTest(_ value: Any) -> String {
    if !(value is any CustomStringConvertible), Mirror(reflecting: value).displayStyle == .enum {
      return "." + String(describing: value)
    }
    return String(describing: value)
  }
}
