import DepplaySupport

/// Which of Swift's unstructured tasks a script creates.
package enum TaskForm: Sendable, Hashable {
  /// `Task { … }`: copies the task-locals in force where it is created.
  case task
  /// `Task.immediate { … }` (Swift 6.2): copies the task-locals as `Task { … }` does, and
  /// runs synchronously in its creator until its first suspension.
  case immediate
  /// `Task.detached { … }`: starts with no task-locals.
  case detached

  /// How the script spells it: `Task`, `Task.immediate`, `Task.detached`.
  package var spelling: String { unitKind.rawValue }

  /// Whether its body inherits the isolation of the code that creates it, as Swift's
  /// `Task { }` and `Task.immediate { }` do (made in `@MainActor` code, it runs on the main
  /// actor); a detached task is nonisolated.
  package var inheritsIsolation: Bool { self != .detached }

  /// The kind of unit it starts.
  package var unitKind: UnitKind {
    switch self {
    case .task: .task
    case .immediate: .immediateTask
    case .detached: .detachedTask
    }
  }
}
