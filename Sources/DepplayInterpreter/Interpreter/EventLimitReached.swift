import DepplaySyntax

/// What every unit still running stops with once the execution's events passed their limit
/// (``Limits/maximumEvents``, ``Limits/maximumEventText``); the log keeps its first report.
package struct EventLimitReached: ScriptError {
  package let diagnostic: Diagnostic

  package init(_ limits: Limits, at range: SourceRange) {
    diagnostic = Diagnostic(
      message:
        "the run recorded its limit of \(limits.maximumEvents) events or"
        + " \(limits.maximumEventText >> 20) MiB of their text",
      range: range,
      notes: [
        "every printed line, dependency read, scope, unit of work and check is an event: print"
          + " less, or loop fewer times"
      ])
  }
}
