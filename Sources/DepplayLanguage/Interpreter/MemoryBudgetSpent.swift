/// What the unit that builds a value past the execution's memory budget
/// (``Limits/memoryBudget``) stops with, and every unit still running at its next statement;
/// the log keeps its first report.
struct MemoryBudgetSpent: ScriptError {
  let diagnostic: Diagnostic

  init(_ limits: Limits, at range: SourceRange) {
    let budget = limits.memoryBudget
    diagnostic = Diagnostic(
      message:
        "the memory budget of "
        + (budget % (1 << 20) == 0 ? "\(budget >> 20) MiB" : "\(budget) bytes")
        + " is spent: this run built more than that in strings, lists and records",
      range: range,
      notes: [
        "each value counts whole when it is built (a string made by + counts all its "
          + "characters): a value rebuilt in a loop, or many big values kept at once, "
          + "outgrow any memory"
      ])
  }
}
