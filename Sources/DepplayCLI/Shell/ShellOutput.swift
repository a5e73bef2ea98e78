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

  /// Writes `text` (which should end with a newline) to standard output.
  func say(_ text: String) { sink(text, .standardOutput) }

  /// Writes `text` (which should end with a newline) to standard error.
  func complain(_ text: String) { sink(text, .standardError) }

  /// Writes `text` to `stream`.
  func write(_ text: String, to stream: TerminalRenderer.Stream) { sink(text, stream) }
}
