extension Interpreter {
  /// Where the code at `range`, running in `context`, was written: the file and line a
  /// learner reads it at (for a lesson's block, the lesson's line, not the composed
  /// program's), read from the source of the program the code belongs to, which may be an
  /// earlier piece of the session. A message that names a place in its text names this one.
  func writtenPlace(of range: SourceRange, _ context: Context) -> (file: String, line: Int) {
    context.frame.resolutions.source.map.written(at: range.start)
  }
}
