import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// Refuses `await fireAndForget { … }` (under any name the checker resolved to the
  /// dependency) in the default export: the runtime's `FireAndForget` starts the work's task
  /// itself, where the harness cannot make it a unit of its own, numbered and labelled as
  /// depplay's `[fireAndForget 2]` is, so the program could not print what depplay prints.
  /// `--plain` writes the call as it is.
  package func refuseFireAndForgetCall(_ callee: Expression, range: SourceRange)
    throws(ExportError)
  {
    guard !plain, resolutions.view.calledDependency(callee) == .fireAndForget else { return }
    throw ExportError(
      "the call of '\(source.text(of: callee.range))'",
      because: "the runtime starts its work's task, which the exported program cannot label as"
        + " depplay does; depplay swift --plain writes it", at: range)
  }
}
