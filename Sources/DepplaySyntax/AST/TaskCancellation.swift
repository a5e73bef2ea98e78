/// What a script asks of the cancellation of the task its code runs in (Swift's static
/// members of `Task`), read from the real task running the code: a unit is a real task, so a
/// handle's `cancel()`, or the cancellation of the group or task a child belongs to, is
/// what it sees.
package enum TaskCancellation: Sendable, Hashable {
  /// `Task.isCancelled`: whether the task was cancelled (`false` outside a task).
  case isCancelled
  /// `try Task.checkCancellation()`: throws `CancellationError()` once the task was
  /// cancelled.
  case checkCancellation

  /// How Swift spells it.
  package var spelling: String {
    switch self {
    case .isCancelled: "Task.isCancelled"
    case .checkCancellation: "Task.checkCancellation()"
    }
  }
}
