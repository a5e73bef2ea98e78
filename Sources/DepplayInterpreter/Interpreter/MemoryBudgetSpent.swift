import DepplaySyntax

/// What the unit that builds a value past a memory budget (``Limits/memoryBudget`` for one
/// execution, ``Limits/sessionMemoryBudget`` for a whole session) stops with, and every unit
/// still running at its next statement; the log keeps its first report.
package struct MemoryBudgetSpent: ScriptError {
  /// Whose values the spent budget counted.
  package enum Scope {
    /// This run's (an entry's).
    case execution
    /// Every run's of the session, which what earlier entries left behind outlives.
    case session
  }

  package let diagnostic: Diagnostic

  package init(_ budget: Int, of scope: Scope, at range: SourceRange) {
    let amount = budget % (1 << 20) == 0 ? "\(budget >> 20) MiB" : "\(budget) bytes"
    let message: String
    let note: String
    switch scope {
    case .execution:
      message =
        "the memory budget of \(amount) is spent: this run built more than that in strings, "
        + "lists and records"
      note =
        "each value counts whole when it is built (a string made by + counts all its "
        + "characters): a value rebuilt in a loop, or many big values kept at once, outgrow "
        + "any memory"
    case .session:
      message =
        "the session's memory budget of \(amount) is spent: its entries built more than that "
        + "in strings, lists and records"
      note =
        "values and suspended work an entry leaves behind outlive it, so the session counts "
        + "what every entry built; a fresh session starts from nothing"
    }
    diagnostic = Diagnostic(message: message, range: range, notes: [note])
  }
}
