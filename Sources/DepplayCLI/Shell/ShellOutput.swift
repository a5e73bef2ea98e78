import DepplayLanguage

/// Where the shell writes: standard output and standard error, or a capture in tests.
package struct ShellOutput: Sendable {
  private let sink: @Sendable (String, TerminalRenderer.Stream) -> Void

  /// Output that goes to `sink`.
  package init(_ sink: @escaping @Sendable (String, TerminalRenderer.Stream) -> Void) {
    self.sink = sink
  }

  /// The process's standard output and standard error.
  package static let standard = ShellOutput { text, stream in DepplayCommand.write(text, to: stream)
  }

  /// Writes `text` (which should end with a newline) to standard output, terminal-safe
  /// (``Swift/String/terminalSafe``: it may quote a script or a lesson).
  func say(_ text: String) { sink(text.terminalSafe, .standardOutput) }

  /// Writes `text` (which should end with a newline) to standard error, terminal-safe.
  func complain(_ text: String) { sink(text.terminalSafe, .standardError) }

  /// Writes `text` as it is to `stream`: text a renderer made (``TerminalRenderer``,
  /// ``DiagnosticRenderer``, ``TerminalProse``), already terminal-safe, whose colour
  /// escapes must reach the terminal.
  func write(rendered text: String, to stream: TerminalRenderer.Stream) { sink(text, stream) }
}
