/// A message about a place in a script: what went wrong, where, and a hint.
public struct Diagnostic: Sendable, Hashable {
  /// How serious it is.
  public enum Severity: String, Sendable, Hashable {
    /// The script cannot run (or stopped).
    case error
    /// Worth a look.
    case warning
  }

  /// How serious it is.
  public var severity: Severity
  /// What went wrong, in one line.
  public var message: String
  /// Where.
  public var range: SourceRange
  /// Hints: a did-you-mean, how to fix it.
  public var notes: [String]

  /// Creates a diagnostic.
  public init(
    severity: Severity = .error, message: String, range: SourceRange, notes: [String] = []
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
  }
}

/// An error that points at a place in a script. Each layer (lexer, parser, checker,
/// interpreter) has its own type; one renderer prints them all.
public protocol ScriptError: Error, Sendable {
  /// The message, place and hints.
  var diagnostic: Diagnostic { get }
}

/// A malformed token: an unterminated string, a stray character, a huge number.
public struct LexError: ScriptError {
  public let diagnostic: Diagnostic
  init(_ message: String, at range: SourceRange, notes: [String] = []) {
    diagnostic = Diagnostic(message: message, range: range, notes: notes)
  }
}

/// Tokens that do not form a statement.
public struct ParseError: ScriptError {
  public let diagnostic: Diagnostic
  init(_ message: String, at range: SourceRange, notes: [String] = []) {
    diagnostic = Diagnostic(message: message, range: range, notes: notes)
  }
}

/// A well-formed statement that cannot run: an unknown key or model, `await` where nothing
/// can suspend, a task that awaits itself.
public struct CheckError: ScriptError {
  public let diagnostic: Diagnostic
  init(_ message: String, at range: SourceRange, notes: [String] = []) {
    diagnostic = Diagnostic(message: message, range: range, notes: notes)
  }
}

/// Something that went wrong while running: a type mismatch, a missing method, a limit.
public struct RuntimeError: ScriptError {
  public let diagnostic: Diagnostic
  init(_ message: String, at range: SourceRange, notes: [String] = []) {
    diagnostic = Diagnostic(message: message, range: range, notes: notes)
  }
}
