import DepplaySupport
import DepplaySyntax

extension Interpreter {
  /// `#expect(throws: Flaky.self) { … }`: runs the closure in place and records Swift
  /// Testing's issue when it throws no error, or one of another type (or, for `#expect(throws:
  /// Flaky.timeout)`, an error not equal to that one); gives the error caught
  /// (`nil` when none was, or for `Never.self`). An error of depplay's own leaves the check.
  package func expectThrows(_ expectation: ErrorExpectation, _ context: inout Context) throws
    -> ScriptValue
  {
    var inner = context.nested()
    let outcome: ScriptValue
    do {
      outcome = try execute(expectation.body.body, &inner).value
    } catch {
      guard let thrown = Self.caughtValue(of: error) else { throw error }
      return try settle(expectation, thrown: thrown, returned: .void, &context)
    }
    return try settle(expectation, thrown: nil, returned: outcome, &context)
  }

  /// `await #expect(throws: Flaky.self) { try await … }`: the same, its closure awaiting.
  nonisolated(nonsending) package func expectThrowsAsync(
    _ expectation: ErrorExpectation, _ context: inout Context
  ) async throws -> ScriptValue {
    var inner = context.nested()
    let outcome: ScriptValue
    do {
      outcome = try await executeAsync(expectation.body.body.statements[...], &inner).value
    } catch {
      guard let thrown = Self.caughtValue(of: error) else { throw error }
      return try settle(expectation, thrown: thrown, returned: .void, &context)
    }
    return try settle(expectation, thrown: nil, returned: outcome, &context)
  }

  /// Judges what the closure did (`thrown`, or the value it `returned`) against the errors
  /// expected, recording the outcome; gives the error caught, or `nil`.
  private func settle(
    _ expectation: ErrorExpectation, thrown: ScriptValue?, returned: ScriptValue,
    _ context: inout Context
  ) throws -> ScriptValue {
    let failure: String?
    var caught = ScriptValue.none
    switch (expectation.expected, thrown) {
    case (.never, nil):
      failure = nil
    case (_, nil):
      let value: String? =
        if case .void = returned { nil } else {
          try described(returned, range: expectation.body.range, &context)
        }
      failure = TestCheckText.noErrorThrown(returned: value)
    case (.anyError, let error?):
      (failure, caught) = (nil, error)
    case (.type(let name), let error?) where error.errorTypeName == name:
      (failure, caught) = (nil, error)
    case (.type(let name), let error?):
      failure = TestCheckText.wrongErrorThrown(
        expected: TestCheckText.expectedType(name),
        thrown: try thrownText(error, expectation, &context))
    case (.value(let written), let error?):
      let expected = try evaluate(written, &context)
      if error.isEqual(to: expected) {
        (failure, caught) = (nil, error)
      } else {
        failure = TestCheckText.wrongErrorThrown(
          expected: try thrownText(expected, expectation, &context),
          thrown: try thrownText(error, expectation, &context))
      }
    case (.never, let error?):
      failure = TestCheckText.errorThrownWhenNoneExpected(
        try thrownText(error, expectation, &context))
    }
    let comment =
      try expectation.comment.map { try evaluate($0, &context).description } ?? ""
    let text = source.text(of: expectation.typeRange)
    record(
      failure == nil,
      .expectation("throws: \(text)", expanded: failure, comment: comment),
      range: expectation.range, context)
    return caught
  }

  /// A thrown error as Swift Testing shows it: `"Other(code: 3)"`, `".boom" of type Failure`.
  private func thrownText(
    _ error: ScriptValue, _ expectation: ErrorExpectation, _ context: inout Context
  ) throws -> String {
    TestCheckText.thrownError(
      try described(error, range: expectation.body.range, &context),
      typeName: error.errorTypeName ?? error.typeName)
  }

  /// A value as Swift Testing describes it in an issue: as `print` shows it, an enum's case
  /// after a dot (`.bust(2)`).
  private func described(_ value: ScriptValue, range: SourceRange, _ context: inout Context)
    throws -> String
  {
    let text = try printed(value, range: range, &context)
    if case .enumCase = value { return "." + text }
    return text
  }
}
