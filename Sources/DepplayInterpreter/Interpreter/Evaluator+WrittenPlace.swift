import ComposableRuntime
import DepplaySyntax

extension Interpreter {
  /// Where the code at `range`, running in `context`, was written: the file and line a
  /// learner reads it at (for a lesson's block, the lesson's line, not the composed
  /// program's), read from the source of the program the code belongs to, which may be an
  /// earlier piece of the session. A message that names a place in its text names this one.
  package func writtenPlace(of range: SourceRange, _ context: Context) -> (file: String, line: Int)
  {
    context.frame.resolutions.source.map.written(at: range.start)
  }

  /// The place the library's messages name for code at `range`: ``writtenPlace(of:_:)``
  /// and the range's column (the Swift location reported with them is the interpreter's).
  package func scriptLocation(of range: SourceRange, _ context: Context)
    -> ComposableRuntime
    .SourceLocation
  {
    let written = writtenPlace(of: range, context)
    return ComposableRuntime.SourceLocation(
      script: written.file, line: written.line, column: range.start.column)
  }
}
