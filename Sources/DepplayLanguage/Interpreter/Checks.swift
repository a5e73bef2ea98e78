import DependencyRuntime
import DepplaySupport

extension Interpreter {
  /// `expect(condition)`, `expect(output: "…")`, `expect(issues: n, kind: .k, key: "…")`.
  func expect(_ arguments: [Argument], range: SourceRange, _ context: inout Context) throws {
    let labels = arguments.map(\.label)
    if labels == [nil] {
      try expectCondition(arguments[0].value, range: range, &context)
    } else if labels == ["output"] {
      let expected = try evaluate(arguments[0].value, &context).description
      let actual = lastOutput()
      if actual == expected {
        pass("output is \"\(expected)\"", range: range, context)
      } else {
        fail(
          "expect(output:) failed",
          details: CheckText.outputDetails(expected: expected, printed: actual), range: range,
          context)
      }
    } else if labels.first == "issues",
      Set(labels.dropFirst().compactMap { $0 }).isSubset(of: ["kind", "key"])
    {
      try expectIssues(arguments, range: range, &context)
    } else {
      throw RuntimeError(
        "unknown form of expect", at: range,
        notes: [
          "write expect(condition), expect(output: \"…\") or expect(issues: n, kind: .noTestImplementation, key: \"name\")"
        ])
    }
  }

  private func expectCondition(
    _ condition: Expression, range: SourceRange, _ context: inout Context
  ) throws {
    let holds: Bool
    var details: [String] = []
    if case .binary(let op, let left, let right, let opRange) = condition,
      case .comparison = op
    {
      let lhs = try evaluate(left, &context)
      let rhs = try evaluate(right, &context)
      guard case .bool(let result) = try apply(op, lhs, rhs, range: opRange) else { return }
      holds = result
      details = [(left, lhs), (right, rhs)].compactMap { expression, value in
        Self.isLiteral(expression)
          ? nil : "\(source.text(of: expression.range)) → \(value.debugDescription)"
      }
    } else {
      let value = try evaluate(condition, &context)
      guard case .bool(let result) = value else {
        throw RuntimeError(
          "expect needs a Bool condition, not a \(value.typeName)", at: condition.range)
      }
      holds = result
    }
    let text = source.text(of: condition.range)
    if holds {
      pass(text, range: range, context)
    } else {
      fail("expectation failed: \(text)", details: details, range: range, context)
    }
  }

  private func expectIssues(_ arguments: [Argument], range: SourceRange, _ context: inout Context)
    throws
  {
    guard case .int(let expected) = try evaluate(arguments[0].value, &context) else {
      throw RuntimeError("issues: takes a count", at: arguments[0].range)
    }
    var kind: ReportedIssue.Kind?
    var key: String?
    for argument in arguments.dropFirst() {
      switch (argument.label, argument.value) {
      case ("kind", .implicitMember(let name, nil, let kindRange)):
        guard let found = ReportedIssue.Kind(rawValue: name) else {
          throw RuntimeError(
            "unknown issue kind '.\(name)'", at: kindRange,
            notes: DidYouMean.note(for: name, among: ReportedIssue.Kind.allCases.map(\.rawValue)))
        }
        kind = found
      case ("key", let expression):
        key = try evaluate(expression, &context).description
      default:
        throw RuntimeError("expected kind: .issueKind or key: \"name\"", at: argument.range)
      }
    }
    let claimed = context.bucket.claim(kind: kind, key: key)
    if claimed.count == expected {
      pass(
        "\(expected) issue(s)\(CheckText.issueFilter(kind: kind, key: key))", range: range, context)
    } else {
      fail(
        "expect(issues:) failed",
        details: CheckText.issueDetails(expected: expected, kind: kind, key: key, claimed: claimed),
        range: range, context)
    }
  }

  static func isLiteral(_ expression: Expression) -> Bool {
    switch expression {
    case .integer, .floatingPoint, .string, .boolean, .nilLiteral, .implicitMember: true
    default: false
    }
  }

  /// The last line printed: in this execution, else in an earlier one of the session.
  private func lastOutput() -> String? {
    events.lastOutput ?? state.withLock { $0.lastOutput }
  }

  func pass(_ description: String, range: SourceRange, _ context: Context) {
    events.emit(.checkPassed(description: description, unit: context.unit.info, range: range))
  }

  func fail(
    _ description: String, details: [String], range: SourceRange, _ context: Context
  ) {
    events.emit(
      .checkFailed(
        description: description, details: details, unit: context.unit.info, range: range))
    let place = writtenPlace(of: range, context)
    context.bucket.fail("\(place.file):\(place.line):\(range.start.column): \(description)")
    markFailed()
  }
}

extension SourceFile {
  /// The text a range covers (for showing an expression as written).
  func text(of range: SourceRange) -> String {
    guard range.start.offset < range.end.offset, range.end.offset <= scalars.count else {
      return ""
    }
    return String(String.UnicodeScalarView(scalars[range.start.offset..<range.end.offset]))
  }
}
