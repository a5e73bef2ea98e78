import DependencyRuntime
import DepplaySupport
import DepplaySyntax

/// `withKnownIssue { … }`, Swift Testing's: the body runs in a ``KnownIssueScope``, where a
/// failed check, a reported issue or a thrown error is a known issue; none at all fails the
/// test with "Known issue was not recorded" (not when it `isIntermittent`).
extension Interpreter {
  /// Its comment and whether it is intermittent, from the arguments the checker allowed.
  private func knownIssueOptions(_ arguments: [Argument], _ context: inout Context) throws
    -> (comment: String, isIntermittent: Bool)
  {
    var comment = ""
    var isIntermittent = false
    for argument in arguments {
      let value = try evaluate(argument.value, &context)
      if argument.label == nil {
        comment = try text(value, range: argument.range)
      } else if case .bool(let flag) = value {
        isIntermittent = flag
      } else {
        throw RuntimeError("isIntermittent: takes a Bool", at: argument.range)
      }
    }
    return (comment, isIntermittent)
  }

  /// The synchronous form: the body runs in place. `range` starts where Swift places the
  /// call (``SourceRange/callSite(of:name:arguments:trailing:)``), which a failure names.
  func withKnownIssue(
    _ arguments: [Argument], body: ClosureLiteral, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    let options = try knownIssueOptions(arguments, &context)
    let scope = KnownIssueScope()
    let outer = IssueReporters.current
    let inner = context.nested()
    do {
      try KnownIssueScope.$current.withValue(scope) {
        try withIssueReporters(scope.reporters(around: outer)) {
          var inner = inner
          _ = try execute(body.body, &inner)
        }
      }
    } catch let thrown as ScriptThrow {
      knownError(thrown, in: scope, range: range, context)
    }
    endKnownIssues(scope, options, range: range, context)
    return .void
  }

  /// The form whose body awaits: `await withKnownIssue { … }`.
  func withKnownIssueAsync(
    _ arguments: [Argument], body: ClosureLiteral, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    let options = try knownIssueOptions(arguments, &context)
    let scope = KnownIssueScope()
    let outer = IssueReporters.current
    let inner = context.nested()
    do {
      try await KnownIssueScope.$current.withValue(scope) {
        try await withIssueReporters(scope.reporters(around: outer)) {
          var inner = inner
          _ = try await executeAsync(body.body.statements[...], &inner)
        }
      }
    } catch let thrown as ScriptThrow {
      knownError(thrown, in: scope, range: range, context)
    }
    endKnownIssues(scope, options, range: range, context)
    return .void
  }

  /// An error the body threw: Swift Testing records it as a known issue and goes on.
  private func knownError(
    _ thrown: ScriptThrow, in scope: KnownIssueScope, range: SourceRange, _ context: Context
  ) {
    scope.record()
    events.emit(
      .knownIssue(
        message: KnownIssueScope.caughtError(thrown.value.description), unit: context.unit.info,
        range: range))
  }

  /// After the body: no known issue is a failure, unless the scope is intermittent.
  private func endKnownIssues(
    _ scope: KnownIssueScope, _ options: (comment: String, isIntermittent: Bool),
    range: SourceRange, _ context: Context
  ) {
    guard scope.recorded == 0, !options.isIntermittent else { return }
    record(false, .knownIssueNotRecorded(comment: options.comment), range: range, context)
  }
}
