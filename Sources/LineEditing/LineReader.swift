/// What one attempt to read a line gave.
package enum LineInput: Equatable, Sendable {
  /// A line the user entered (without its newline).
  case line(String)
  /// The user pressed Ctrl-C: abandon what is pending and prompt again.
  case interrupted
  /// End of input (Ctrl-D on an empty line, or the end of a piped stream).
  case endOfInput
  /// The terminal hung up (SIGHUP) or the shell was told to end (SIGTERM): leave now,
  /// dropping what is pending (the history is saved on the way out, as on every way out).
  case hangUp
}

/// Reads lines from a user. The shell reads through this protocol only, so its loop can be
/// driven by scripted input in tests, by plain standard input when it is not a terminal,
/// and by libedit on a terminal.
package protocol LineReader {
  /// Shows `prompt` (where prompts are shown) and reads one line.
  mutating func readLine(prompt: String) -> LineInput

  /// Records an entry in the history (a whole entry, even one that spans several lines).
  mutating func remember(_ entry: String)

  /// Saves the history, where there is one. Called on every way out of the shell.
  mutating func saveHistory()

  /// The entries remembered so far (loaded from the history file and entered since),
  /// oldest first.
  var history: [String] { get }

  /// Runs `body` (work started by the line just read), calling `onInterrupt` — from another
  /// thread — if the user presses Ctrl-C meanwhile. Readers that cannot see Ctrl-C just run
  /// `body`.
  mutating func whileRunning<T>(onInterrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T
}

extension LineReader {
  package mutating func remember(_ entry: String) {}
  package mutating func saveHistory() {}
  package var history: [String] { [] }
  package mutating func whileRunning<T>(
    onInterrupt: @escaping @Sendable () -> Void, _ body: () -> T
  ) -> T {
    body()
  }
}
