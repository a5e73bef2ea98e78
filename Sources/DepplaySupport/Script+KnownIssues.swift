import DependencyRuntime

extension Script {
  /// `withKnownIssue { … }`: runs `body` in a ``KnownIssueScope``, as the interpreter does.
  ///
  /// ```swift
  /// script.withKnownIssue("flaky", at: 12, 3) { script.expectation(false, "false", at: 13, 5) }
  /// ```
  package func withKnownIssue(
    _ comment: String = "", isIntermittent: Bool = false, at line: Int, _ column: Int,
    _ body: () throws -> Void
  ) {
    let scope = KnownIssueScope()
    let outer = IssueReporters.current
    do {
      try KnownIssueScope.$current.withValue(scope) {
        try withIssueReporters(scope.reporters(around: outer), operation: body)
      }
    } catch {
      knownError(error, in: scope)
    }
    endKnownIssues(scope, comment, isIntermittent, line: line, column: column)
  }

  /// `await withKnownIssue { … }`, whose body awaits.
  package func withKnownIssue(
    _ comment: String = "", isIntermittent: Bool = false, at line: Int, _ column: Int,
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async {
    let scope = KnownIssueScope()
    let outer = IssueReporters.current
    do {
      try await KnownIssueScope.$current.withValue(scope) {
        try await withIssueReporters(scope.reporters(around: outer), operation: body)
      }
    } catch {
      knownError(error, in: scope)
    }
    endKnownIssues(scope, comment, isIntermittent, line: line, column: column)
  }

  /// A known issue the running code records: `message` printed as one.
  func knownIssue(_ message: String) {
    write(
      OutputFormat.labelled(
        OutputFormat.knownIssueHeading + " " + OutputFormat.issueBody(message),
        label: Self.current?.label ?? ""))
  }

  private func knownError(_ error: any Error, in scope: KnownIssueScope) {
    scope.record()
    knownIssue(KnownIssueScope.caughtError("\(error)"))
  }

  private func endKnownIssues(
    _ scope: KnownIssueScope, _ comment: String, _ isIntermittent: Bool, line: Int, column: Int
  ) {
    guard scope.recorded == 0, !isIntermittent else { return }
    fail(.knownIssueNotRecorded(comment: comment), line: line, column: column)
  }
}
