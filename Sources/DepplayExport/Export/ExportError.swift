import DepplaySyntax

/// A construct of a script that has no faithful Swift export, with where it is and why.
package struct ExportError: ScriptError {
  /// `… cannot be exported: reason`, at the construct.
  package let diagnostic: Diagnostic

  package init(
    _ construct: String, because reason: String, at range: SourceRange, notes: [String] = []
  ) {
    diagnostic = Diagnostic(
      message: "\(construct) cannot be exported: \(reason)", range: range, notes: notes)
  }
}
