import DependencyRuntime
import DepplaySupport
import DepplaySyntax

extension Interpreter {
  /// A check of Swift Testing (`#expect`, `#require`) or XCTest (`XCTAssertEqual`, …): a
  /// failure records an issue in the words of the framework, which fails the running test.
  package func testCheck(
    _ check: TestCheck, arguments: [Argument], trailing: ClosureLiteral? = nil,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard arguments.count == check.checkedValues || arguments.count == check.checkedValues + 1
    else {
      throw RuntimeError(
        "'\(check.rawValue)' takes \(check.checkedValues) value(s) and an optional message",
        at: range)
    }
    let message =
      try arguments.count > check.checkedValues
      ? evaluate(arguments[check.checkedValues].value, &context).description : ""
    let call = source.text(of: range)
    switch check {
    case .expectMacro, .requireMacro:
      return try expectation(
        arguments[0].value, comment: message, requires: check == .requireMacro, range: range,
        &context)
    case .assertEqual, .assertNotEqual, .assertGreaterThan, .assertGreaterThanOrEqual,
      .assertLessThan, .assertLessThanOrEqual:
      guard let (comparison, op) = check.comparison else { preconditionFailure("\(check)") }
      try catchingThrows(in: check, call: call, message: message, range: range, &context) {
        context in
        let first = try evaluate(arguments[0].value, &context)
        let second = try evaluate(arguments[1].value, &context)
        let holds = try apply(.comparison(op), first, second, range: range)
        record(
          isTrue(holds),
          .xcTest(
            call: call, .compared(comparison, first.description, second.description),
            message: message),
          range: range, context)
      }
    case .assertTrue, .assertFalse:
      try catchingThrows(in: check, call: call, message: message, range: range, &context) {
        context in
        let value = try condition(arguments[0].value, of: check, &context)
        record(
          value == (check == .assertTrue),
          .xcTest(call: call, check == .assertTrue ? .isTrue : .isFalse, message: message),
          range: range, context)
      }
    case .assertNil, .assertNotNil:
      try catchingThrows(in: check, call: call, message: message, range: range, &context) {
        context in
        let value = try evaluate(arguments[0].value, &context)
        let isNil = if case .none = value { true } else { false }
        let assertion: Check.XCTestAssertion =
          check == .assertNil ? .isNil(value.description) : .isNotNil
        record(
          isNil == (check == .assertNil), .xcTest(call: call, assertion, message: message),
          range: range, context)
      }
    case .fail:
      record(false, .xcTest(call: call, .fail, message: message), range: range, context)
    case .assertThrowsError:
      try assertThrowsError(
        arguments[0].value, handler: trailing, call: call, message: message, range: range,
        &context)
    case .unwrap:
      return try unwrapped(
        arguments[0].value, call: call, message: message, range: range, &context)
    }
    return .void
  }

  /// Runs the XCTest assertion `check` (`body`): XCTest evaluates its values in throwing
  /// autoclosures and catches what they throw, an error of the script or `XCTUnwrap`'s, as
  /// its failure (`XCTAssertEqual threw error "Boom()" - `); the test goes on. An error of
  /// depplay's own leaves the check.
  private func catchingThrows(
    in check: TestCheck, call: String, message: String, range: SourceRange,
    _ context: inout Context, _ body: (inout Context) throws -> Void
  ) throws {
    do {
      try body(&context)
    } catch {
      let thrown: String
      if error is RequirementFailed {
        thrown = TestCheckText.unwrapError
      } else if let value = Self.caughtValue(of: error) {
        thrown = value.description
      } else {
        throw error
      }
      record(
        false,
        .xcTest(call: call, .assertionThrew(check.rawValue, error: thrown), message: message),
        range: range, context)
    }
  }

  /// `XCTAssertThrowsError(try expression) { error in … }`: evaluates the expression in place;
  /// the handler runs with the error it throws, and XCTest's failure is recorded when it
  /// throws none. An error of depplay's own leaves the check.
  private func assertThrowsError(
    _ expression: Expression, handler: ClosureLiteral?, call: String, message: String,
    range: SourceRange, _ context: inout Context
  ) throws {
    let thrown: ScriptValue?
    do {
      _ = try evaluate(expression, &context)
      thrown = nil
    } catch {
      guard let value = Self.caughtValue(of: error) else { throw error }
      thrown = value
    }
    record(
      thrown != nil, .xcTest(call: call, .throwsError, message: message), range: range, context)
    guard let thrown, let handler else { return }
    var inner = context.nested()
    for name in handler.boundParameters.prefix(1) { inner.frame.bind(name, thrown) }
    _ = try execute(handler.body, &inner)
  }

  /// `try XCTUnwrap(optional)`: the value; for `nil`, XCTest's failure, naming the type the
  /// Optional wraps as the checker knew it, and the end of the test.
  private func unwrapped(
    _ optional: Expression, call: String, message: String, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    try requireMarks(
      on: "XCTUnwrap", isAsync: false, isThrowing: true, awaited: false, range: range, context)
    let value = try evaluate(optional, &context)
    guard case .none = value else {
      record(true, .xcTest(call: call, .isNotNil, message: message), range: range, context)
      return value
    }
    guard let type = context.frame.resolutions.unwrappedType(at: optional.range) else {
      throw RuntimeError(
        "'XCTUnwrap' of nil where depplay does not know the Optional's type is not supported"
          + " yet", at: optional.range,
        notes: ["unwrap the value of a function or method declared to return one: f() -> T?"])
    }
    record(false, .xcTest(call: call, .unwrapped(type), message: message), range: range, context)
    throw RequirementFailed()
  }

  /// `#expect(condition)` or `#require(condition or optional)`, with Swift Testing's
  /// expansion of a comparison's sides in the failure.
  private func expectation(
    _ condition: Expression, comment: String, requires: Bool, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let text = source.text(of: condition.range)
    if case .binary(let op, let left, let right, let opRange) = condition, case .comparison = op {
      // `#expect(now.timeIntervalSince1970 == 10)`: the literal is a Double there, as in Swift.
      var lhs = try evaluate(left, &context)
      var rhs = try evaluate(right, &context)
      DoubleArithmetic.promoteLiteral(&lhs, left, &rhs, right)
      let holds = isTrue(try apply(op, lhs, rhs, range: opRange))
      let expanded = [(left, lhs), (right, rhs)].map { expression, value in
        TestCheckText.side(
          source.text(of: expression.range),
          value: expression.isExpectationLiteral ? nil : value.debugDescription)
      }
      let shown = "\(expanded[0]) \(op.symbol) \(expanded[1])"
      try settle(
        holds, .expectation(text, expanded: shown, comment: comment), requires: requires,
        range: range, context)
      return .void
    }
    let value = try evaluate(condition, &context)
    switch value {
    case .bool(let holds):
      try settle(
        holds, .expectation(text, expanded: nil, comment: comment), requires: requires,
        range: range, context)
      return .void
    case .none where requires:
      try settle(
        false, .requiredNil(text, comment: comment), requires: true, range: range, context)
      return .void
    default:
      guard requires else {
        throw RuntimeError(
          "'#expect' needs a Bool condition, not a \(value.typeName)", at: condition.range)
      }
      return value
    }
  }

  /// Records the outcome; a failed `#require` then stops the test.
  private func settle(
    _ holds: Bool, _ check: Check, requires: Bool, range: SourceRange, _ context: Context
  ) throws {
    record(holds, check, range: range, context)
    if !holds, requires { throw RequirementFailed() }
  }

  private func isTrue(_ value: ScriptValue) -> Bool {
    if case .bool(true) = value { true } else { false }
  }

  private func condition(_ expression: Expression, of check: TestCheck, _ context: inout Context)
    throws -> Bool
  {
    let value = try evaluate(expression, &context)
    guard case .bool(let holds) = value else {
      throw RuntimeError(
        "'\(check.rawValue)' needs a Bool condition, not a \(value.typeName)",
        at: expression.range)
    }
    return holds
  }
}
