import DepplaySyntax

extension Interpreter {
  /// `Task.isCancelled` and `try Task.checkCancellation()`, read from the real task running
  /// the code: a unit is a real task, so its handle's `cancel()`, or the cancellation of the
  /// task group or task it is a child of, is what it sees; code outside any task (a thread's,
  /// a queue's block) sees none. A cancelled task's check throws `CancellationError()`.
  package func taskCancellation(
    _ query: TaskCancellation, range: SourceRange, _ context: Context
  ) throws -> ScriptValue {
    switch query {
    case .isCancelled:
      return .bool(Task.isCancelled)
    case .checkCancellation:
      try requireMarks(
        on: query.spelling, isAsync: false, isThrowing: true, awaited: false, range: range,
        context)
      guard Task.isCancelled else { return .void }
      throw ScriptThrow(value: .builtin(.cancellationError), at: range)
    }
  }
}
