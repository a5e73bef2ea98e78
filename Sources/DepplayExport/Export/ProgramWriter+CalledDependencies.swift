import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// Refuses, in the default export, a call of a dependency whose value the runtime runs in
  /// a way the exported program could not print as depplay does (under any name the checker
  /// resolved to the dependency); `--plain` writes the call as it is.
  ///
  /// - `await later { … }` (`fireAndForget`): the runtime starts the work's task itself,
  ///   where the harness cannot make it a unit of its own, numbered and labelled as depplay's
  ///   `[fireAndForget 2]` is.
  /// - `check(n > 0, "…")` (`assert`, `precondition`, `assertionFailure`): live, the program
  ///   would trap where depplay stops the script with a located error.
  package func refuseCalledDependency(_ callee: Expression, range: SourceRange)
    throws(ExportError)
  {
    guard !plain, let key = resolutions.view.calledDependency(callee) else { return }
    let reason: String
    switch key {
    case .fireAndForget:
      reason =
        "the runtime starts its work's task, which the exported program cannot label as depplay"
        + " does"
    case .assert, .precondition, .assertionFailure:
      reason =
        "live, a failed check would trap the exported program where depplay stops the script"
        + " with an error"
    default:
      return
    }
    throw ExportError(
      "the call of '\(source.text(of: callee.range))'",
      because: reason + "; depplay swift --plain writes it", at: range)
  }
}
