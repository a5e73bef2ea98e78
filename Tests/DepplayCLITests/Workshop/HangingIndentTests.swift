import Foundation
import LineEditing
import Testing

@testable import DepplayCLI

/// Long lines of output wrap to the width with a hanging indent, in the shell and the
/// walkthrough alike; printed output and diagnostics are left as they are.
@Suite struct HangingIndentTests {
  @Test func continuationLinesHangUnderTheTextAfterTheLabel() {
    let line = "[Task 1] why: full = 7 ← overridden by withDependencies at script.dep:2:1"
    #expect(
      HangingIndent.lines(line, width: 40) == [
        "[Task 1] why: full = 7 ← overridden by",
        "           withDependencies at",
        "           script.dep:2:1",
      ])
    #expect(
      HangingIndent.lines("  - expected: a b c d e f", width: 14) == [
        "  - expected:", "    a b c d e", "    f",
      ])
    #expect(HangingIndent.lines("short", width: 40) == ["short"])
  }

  @Test func escapesTakeNoRoomAndLongWordsAreCut() {
    let colored = "\u{1B}[33missue:\u{1B}[0m one two three"
    #expect(
      HangingIndent.lines(colored, width: 16) == ["\u{1B}[33missue:\u{1B}[0m one two", "  three"])
    #expect(HangingIndent.lines("abcdefghij", width: 4) == ["abcd", "  ef", "  gh", "  ij"])
  }

  @Test func theShellWrapsIssuesAndWhyButNotPrintedLines() {
    let long = String(repeating: "word ", count: 12)
    let captured = CapturedOutput()
    let shell = Shell(
      reader: ScriptedLineReader(lines: [
        "dependency full { live: 1, preview: 2, test: 3 }",
        "withDependencies { $0.full = 7 } operation: { why full }",
        "print(\"\(long)\")",
        "dependency liveOnly { live: 10 }", "context test", "print(liveOnly)",
      ]), output: captured.output,
      configuration: Shell.Configuration(
        colored: false, interactive: false, lineWidth: .columns(40)))
    _ = shell.run()
    let lines = captured.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0 == Substring(long) }, "a printed line is left as printed")
    let explained = lines.filter { $0.hasPrefix("why:") || $0.hasPrefix("issue") }
    #expect(explained.count == 2, "\(lines)")
    #expect(lines.filter { !$0.hasPrefix("word") }.allSatisfy { $0.count <= 40 }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("  ") }, "continuations hang")
  }
}
