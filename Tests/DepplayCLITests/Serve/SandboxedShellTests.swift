import DepplayLanguage
import Foundation
import LineEditing
import Synchronization
import Testing

@testable import DepplayCLI

/// A served shell (`sandboxed`) on its own: the dot-commands that touch files are refused
/// with a reason, and only the last entry is kept, so a long session's memory is bounded.
@Suite struct SandboxedShellTests {
  private func run(_ lines: [String]) -> (Shell, String) {
    let printed = Mutex("")
    let shell = Shell(
      reader: ScriptedLineReader(lines: lines),
      output: ShellOutput { text, _ in printed.withLock { $0 += text } },
      configuration: Shell.Configuration(colored: false, interactive: false, sandboxed: true))
    _ = shell.run()
    return (shell, printed.withLock { $0 })
  }

  @Test func onlyTheLastEntryIsKept() {
    let (shell, printed) = run(["print(1)", "print(2)", "let three = 3", ".tree"])
    #expect(printed.hasPrefix("1\n2\n"))
    #expect(shell.transcript.count == 1)
    #expect(shell.transcript.first?.source.text == "let three = 3")
    #expect(shell.recordedCount == 3)
  }

  @Test func commandsThatTouchFilesAreRefused() {
    for command in DotCommand.all where command.reach == .files {
      let (_, printed) = run([".\(command.name) /tmp/anything"])
      #expect(
        printed
          == "error: .\(command.name) reads or writes files, which a served session cannot: "
          + "depplay serve keeps each attendee away from the teacher's disk\n")
    }
    #expect(DotCommand.all.filter { $0.reach == .files }.map(\.name) == ["read", "save", "html"])
  }
}
