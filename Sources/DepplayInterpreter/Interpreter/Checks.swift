import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax

extension Interpreter {
  /// `expect(condition)`, `expect(output: "…")`, `expect(issues: n, kind: .k, key: "…")`:
  /// the form the checker told apart by the labels.
  package func expect(
    _ form: Callee.Expect, _ arguments: [Argument], range: SourceRange, _ context: inout Context
  ) throws {
    switch form {
    case .condition:
      try expectCondition(arguments[0].value, range: range, &context)
    case .output:
      let expected = try evaluate(arguments[0].value, &context).description
      let actual = lastOutput()
      record(
        actual == expected, .output(expected: expected, printed: actual), range: range, context)
    case .issues:
      try expectIssues(arguments, range: range, &context)
    }
  }

  private func expectCondition(
    _ condition: Expression, range: SourceRange, _ context: inout Context
  ) throws {
    let holds: Bool
    var sides: [Check.Side] = []
    if case .binary(let op, let left, let right, let opRange) = condition,
      case .comparison = op
    {
      let lhs = try evaluate(left, &context)
      let rhs = try evaluate(right, &context)
      guard case .bool(let result) = try apply(op, lhs, rhs, range: opRange) else { return }
      holds = result
      sides = [(left, lhs), (right, rhs)].compactMap { expression, value in
        expression.isLiteral
          ? nil : Check.Side(source.text(of: expression.range), value: value.debugDescription)
      }
    } else {
      let value = try evaluate(condition, &context)
      guard case .bool(let result) = value else {
        throw RuntimeError(
          "expect needs a Bool condition, not a \(value.typeName)", at: condition.range)
      }
      holds = result
    }
    record(holds, .condition(source.text(of: condition.range), sides: sides), range: range, context)
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
    record(
      claimed.count == expected,
      .issues(expected: expected, kind: kind, key: key, claimed: claimed), range: range, context)
  }

  /// The last line printed: in this execution, else in an earlier one of the session.
  private func lastOutput() -> String? {
    events.lastOutput ?? state.withLock { $0.lastOutput }
  }

  /// Records a check's outcome: an event either way; a failure also fails the running test
  /// (or the script).
  package func record(_ holds: Bool, _ check: Check, range: SourceRange, _ context: Context) {
    guard !holds else {
      events.emit(.checkPassed(check, unit: context.unit.info, range: range))
      return
    }
    if let known = KnownIssueScope.current {
      known.record()
      events.emit(
        .knownIssue(message: check.knownIssueMessage, unit: context.unit.info, range: range))
      return
    }
    events.emit(.checkFailed(check, unit: context.unit.info, range: range))
    let place = writtenPlace(of: range, context)
    context.bucket.fail("\(place.file):\(place.line):\(range.start.column): \(check.failure)")
    markFailed()
  }
}
