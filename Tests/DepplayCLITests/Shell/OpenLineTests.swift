import DepplayLanguage
import Testing

@testable import DepplayCLI

/// A `print` with a terminator other than a newline leaves its line open: the next print
/// continues it in every view, and the shell ends it before its prompt.
@Suite struct OpenLineTests {
  @Test func theShellEndsAnOpenLineBeforeItsPromptAndKeepsTheRestAsPrinted() {
    let harness = ShellHarness(
      lines: ["print(\"a\", terminator: \"\"); print(\"b\", terminator: \"\")", "print(\"c\")"],
      interactive: false)
    harness.run()
    #expect(harness.captured.standardOutput == "ab\nc\n")
  }

  @Test func theReplayContinuesTheLineAtTheStepThatPrintedIt() throws {
    let script = "print(\"a\", terminator: \"\")\nprint(\"b\")\nprint(\"c\")\n"
    let source = ComposedSource(text: script, name: "open.dep")
    let result = Session().run(source: source.text, file: "open.dep", map: source.map)
    let replay = RunReplay(
      events: result.events, place: { source.place($0).range },
      outputText: { source.render($0, colored: false)?.text })
    #expect(replay.output.map(\.text) == ["ab", "c"])
    let first = try #require(replay.output.first)
    #expect(first.pieces.count == 2)
    #expect(first.pieces[0].step < first.pieces[1].step)
    #expect(first.text(atStep: first.step) == "a")
  }
}
