import DepplaySemantics
import DepplaySyntax

extension Resolutions.View {
  /// Whether the body of spawned work needs a frame of its own, or may run in the frame it
  /// was spawned in (its captures' frame, or its creator's).
  ///
  /// A body needs one when one of its statements may bind a name where it runs: a
  /// declaration, a loop's or a condition's names (their blocks bind them in frames of their
  /// own, but the statement kinds are refused here as a whole), or a statement that suspends,
  /// whose evaluation binds temporaries in its frame. A body of expressions, assignments,
  /// `return`s and `throw`s that run synchronously (`Task { i }`, `Task { count += 1 }`)
  /// only reads and assigns names, which an empty frame of its own would pass on to the one
  /// it is nested in: running it there allocates one frame less a spawn.
  package func spawnedBodyNeedsFrame(_ body: ClosureLiteral) -> Bool {
    for statement in body.body.statements {
      switch statement {
      case .expression, .discard, .assignment, .returnStatement, .throwStatement:
        if suspends(statement, at: statement.range) { return true }
      default:
        return true
      }
    }
    return false
  }
}
