import Foundation
import LineEditing
import Synchronization

@testable import DepplayCLI

/// What a shell wrote, per stream.
final class CapturedOutput: Sendable {
  private let text = Mutex<(standardOutput: String, standardError: String)>(("", ""))

  var output: ShellOutput {
    ShellOutput { text, stream in
      self.text.withLock {
        if stream == .standardOutput { $0.standardOutput += text } else { $0.standardError += text }
      }
    }
  }

  var standardOutput: String { text.withLock { $0.standardOutput } }
  var standardError: String { text.withLock { $0.standardError } }
}

/// A shell driven by scripted lines, with no colour and no terminal.
struct ShellHarness {
  let shell: Shell
  let captured = CapturedOutput()

  init(_ inputs: [LineInput], interactive: Bool = true, reader: (any LineReader)? = nil) {
    shell = Shell(
      reader: reader ?? ScriptedLineReader(inputs), output: captured.output,
      configuration: Shell.Configuration(colored: false, interactive: interactive))
  }

  init(lines: [String], interactive: Bool = true) {
    self.init(lines.map(LineInput.line), interactive: interactive)
  }

  /// Runs the shell to the end of its input; returns the status.
  @discardableResult
  func run() -> ExitCode { shell.run() }

  /// The reader, as scripted.
  var reader: ScriptedLineReader? { shell.reader as? ScriptedLineReader }
}

/// A temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "depplay-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
