import DepplaySyntax

/// A clock's sleep ended by cancellation: the script's form of Swift's `CancellationError`.
///
/// A `catch` clause that catches every error, or names `CancellationError`, catches it as
/// `CancellationError()` (``Interpreter/caughtValue(of:)``), as Swift's does. Where nothing
/// catches it, it stops the unit with an error at the sleep, as an error a
/// script does not handle does. An `Effect.run` ends silently on it, as TCA's does on a
/// `CancellationError` (its effect was cancelled: `.cancel(id:)`, `cancelInFlight`, a
/// dismissed child, a cancelled `StoreTask`).
package struct CancelledSleep: ScriptError {
  package let diagnostic: Diagnostic

  package init(at range: SourceRange) {
    diagnostic = Diagnostic(message: "the sleep was cancelled", range: range)
  }
}
