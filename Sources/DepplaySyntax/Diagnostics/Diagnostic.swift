/// A message about a place in a script: what went wrong, where, and a hint.
package struct Diagnostic: Sendable, Hashable {
  /// How serious it is.
  package enum Severity: String, Sendable, Hashable {
    /// The script cannot run (or stopped).
    case error
    /// Worth a look.
    case warning
  }

  /// How serious it is.
  package var severity: Severity
  /// What went wrong, in one line.
  package var message: String
  /// Where.
  package var range: SourceRange
  /// Hints: a did-you-mean, how to fix it.
  package var notes: [String]

  /// Creates a diagnostic.
  package init(
    severity: Severity = .error, message: String, range: SourceRange, notes: [String] = []
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
  }
}

/// An error that points at a place in a script. Each layer (parser, checker,
/// interpreter) has its own type; one renderer prints them all.
package protocol ScriptError: Error, Sendable {
  /// The message, place and hints.
  var diagnostic: Diagnostic { get }
}

/// Text that is not Swift (SwiftParser's syntax error, in Swift's words), or Swift that is
/// not (yet) depplay's, named.
package struct ParseError: ScriptError {
  package let diagnostic: Diagnostic
  package init(_ message: String, at range: SourceRange, notes: [String] = []) {
    diagnostic = Diagnostic(message: message, range: range, notes: notes)
  }
}

/// A well-formed statement that cannot run: an unknown key or model, `await` where nothing
/// can suspend, a task that awaits itself.
package struct CheckError: ScriptError {
  package let diagnostic: Diagnostic
  package init(_ message: String, at range: SourceRange, notes: [String] = []) {
    diagnostic = Diagnostic(message: message, range: range, notes: notes)
  }
}

/// Something that went wrong while running: a type mismatch, a missing method, a limit.
package struct RuntimeError: ScriptError {
  package let diagnostic: Diagnostic
  package init(_ message: String, at range: SourceRange, notes: [String] = []) {
    diagnostic = Diagnostic(message: message, range: range, notes: notes)
  }
}
