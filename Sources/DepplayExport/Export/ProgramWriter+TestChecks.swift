import DepplaySyntax

extension ProgramWriter {
  /// Whether `callee` is `#require` or `XCTUnwrap`, whose call throws.
  package func isRequirement(_ callee: Expression) -> Bool {
    if case .testCheck(let check)? = builtin(callee) { check.isRequirement } else { false }
  }

  /// The arguments of `script.test(…)` that name a test: its name, and its `XCTestCase`
  /// class and display name when it has them.
  package func testNaming(_ test: TestDeclaration) -> String {
    swiftString(test.name)
      + (test.container?.testCaseName.map { ", testCase: \(swiftString($0))" } ?? "")
      + (test.displayName.map { ", displayName: \(swiftString($0))" } ?? "")
  }

  /// A check of Swift Testing or XCTest as a call of the program's `script`, which records
  /// the failure in the framework's words as the interpreter does.
  package mutating func testCheckCall(
    _ check: TestCheck, arguments: [Argument], trailing: ClosureLiteral? = nil,
    range: SourceRange
  ) throws(ExportError) -> String {
    guard arguments.allSatisfy({ $0.label == nil }),
      arguments.count == check.checkedValues || arguments.count == check.checkedValues + 1
    else {
      throw ExportError(
        "this \(check.rawValue)", because: "it is not a form depplay knows", at: range)
    }
    let at = "at: \(range.start.line), \(range.start.column)"
    var values: [String] = []
    for argument in arguments.prefix(check.checkedValues) {
      values.append(try expression(argument.value, wantsValue: true))
    }
    let message =
      arguments.count > check.checkedValues
      ? try expression(arguments[check.checkedValues].value, wantsValue: true) : nil
    let labelled = { (label: String) in message.map { ", \(label): \($0)" } ?? "" }
    switch check {
    case .expectMacro, .requireMacro:
      return try expectation(
        arguments[0].value, comment: labelled("comment"), requires: check == .requireMacro,
        at: at)
    case .assertEqual:
      return "script.assertEqual(\(values[0]), \(values[1])\(labelled("message")), \(at))"
    case .assertNotEqual, .assertGreaterThan, .assertGreaterThanOrEqual, .assertLessThan,
      .assertLessThanOrEqual:
      guard let (comparison, op) = check.comparison else { preconditionFailure("\(check)") }
      return
        "script.assert(.\(comparison), \(values[0]), \(values[1]), by: \(op.rawValue)\(labelled("message")), \(at))"
    case .assertNil:
      return "script.assertNil(\(values[0])\(labelled("message")), \(at))"
    case .assertTrue:
      return "script.assertion(\(values[0]), .isTrue\(labelled("message")), \(at))"
    case .assertFalse:
      return "script.assertion(!(\(values[0])), .isFalse\(labelled("message")), \(at))"
    case .assertNotNil:
      return "script.assertion(\(values[0]) != nil, .isNotNil\(labelled("message")), \(at))"
    case .fail:
      return "script.assertion(false, .fail\(labelled("message")), \(at))"
    case .assertThrowsError:
      let handler = try trailing.map { (closure) throws(ExportError) in
        " " + (try expression(.closure(closure), wantsValue: true))
      }
      return "script.assertThrowsError(\(values[0])\(labelled("message")), \(at))\(handler ?? "")"
    case .unwrap:
      // The statement's `try` is written before it.
      return "script.unwrap(\(values[0])\(labelled("message")), \(at))"
    }
  }

  /// `#expect(…)` or `#require(…)`: a comparison with Swift Testing's expansion of its sides,
  /// a condition, or (`#require` only) an optional it unwraps.
  private mutating func expectation(
    _ condition: Expression, comment: String, requires: Bool, at: String
  ) throws(ExportError) -> String {
    let text = swiftString(source.text(of: condition.range))
    let check: String
    if case .binary(.comparison(let op), let left, let right, _) = condition {
      let sides = [left, right].map {
        "(\(swiftString(source.text(of: $0.range))), \(!$0.isExpectationLiteral))"
      }
      check =
        "script.expectation(\(try expression(left, wantsValue: true)), \(op.rawValue), \(try expression(right, wantsValue: true)), \(swiftString(op.rawValue)), \(sides[0]), \(sides[1])\(comment), \(at))"
    } else {
      let value = try expression(condition, wantsValue: true)
      if requires, isOptional(condition) {
        return "script.requirement(\(value), \(text), \(at))"
      }
      check = "script.expectation(\(value), \(text)\(comment), \(at))"
    }
    // The statement's `try` (a `#require` is always tried) is written before it.
    return requires ? "script.requirement(\(check))" : check
  }
}

extension TestDeclaration {
  /// The Swift function an exported program declares for the test: its name, or
  /// `Owner_name` for a test of a suite or `XCTestCase` class, so that equally named tests
  /// of two suites stay apart.
  package var functionName: String { container.map { "\($0.name)_\(name)" } ?? name }
}
