/// One dot-command of the shell. The table of them, ``DotCommand/all``, is the single source
/// for running commands, `.help`, tab completion and the generated SHELL.md.
struct DotCommand: Sendable {
  /// What the argument of a command completes to.
  enum ArgumentKind: Sendable {
    /// Takes no argument.
    case none
    /// Another dot-command's name.
    case command
    /// A declared dependency key.
    case key
    /// A path on disk.
    case file
    /// A lesson name.
    case lesson
    /// A context: live, preview, test.
    case context
    /// A rule's number.
    case rule
  }

  /// What a command touches beyond the session.
  enum Reach: Sendable {
    /// The session, the lesson and the output only.
    case session
    /// Files on disk (refused in a served session).
    case files
  }

  /// The name, without the dot.
  let name: String
  /// The argument as shown in help: `FILE`, `[command]`, or empty.
  let arguments: String
  /// A one-line summary.
  let summary: String
  /// What `.help NAME` adds to the summary.
  let details: String
  /// What the argument completes to.
  let argumentKind: ArgumentKind
  /// What it touches beyond the session.
  var reach: Reach = .session
  /// Runs the command with the rest of the line (trimmed).
  let run: @Sendable (Shell, String) -> Void

  /// `.name ARGUMENTS`, as help shows it.
  var usage: String { arguments.isEmpty ? ".\(name)" : ".\(name) \(arguments)" }

  /// The command called `name` (without the dot).
  static func named(_ name: String) -> DotCommand? {
    all.first { $0.name == name }
  }
}
