import DepplayLanguage
import Foundation
import LineEditing
import Synchronization
import Testing

@testable import DepplayCLI

@Suite struct ShellLoopTests {
  @Test func multiLineBlockRunsWhenItsBracesClose() {
    let harness = ShellHarness(lines: [
      "dependency full { live: 1, preview: 2, test: 3 }",
      "withDependencies { $0.full = 7 } operation: {",
      "  print(\"{ not a brace\") // nor this {",
      "  print(full)",
      "}",
    ])
    harness.run()
    #expect(harness.captured.standardOutput.hasSuffix("{ not a brace\n7\n\n"))
    #expect(
      harness.reader?.prompts == [
        "depplay(live)> ", "depplay(live)> ", "...> ", "...> ", "...> ", "depplay(live)> ",
      ])
    #expect(
      harness.reader?.history.last == """
        withDependencies { $0.full = 7 } operation: {
          print("{ not a brace") // nor this {
          print(full)
        }
        """)
  }

  @Test func welcomeTellsHowToGetHelpAndStartALesson() {
    let harness = ShellHarness(lines: [])
    #expect(harness.run() == .success)
    #expect(harness.captured.standardOutput.hasPrefix(Shell.welcome))
    #expect(Shell.welcome.contains(".help"))
    #expect(Shell.welcome.contains(".lesson"))
  }

  @Test func pipedInputHasNoPromptsAndNoWelcome() {
    let harness = ShellHarness(lines: ["print(1)"], interactive: false)
    harness.run()
    #expect(harness.captured.standardOutput == "1\n")
    #expect(harness.reader?.prompts == ["", ""])
  }

  @Test func ctrlCAbandonsThePendingEntry() {
    let harness = ShellHarness([
      .line("withDependencies {"), .interrupted, .line("print(2)"),
    ])
    harness.run()
    #expect(harness.captured.standardOutput.hasSuffix("2\n\n"))
    #expect(harness.captured.standardError.isEmpty)
    #expect(
      harness.reader?.prompts == ["depplay(live)> ", "...> ", "depplay(live)> ", "depplay(live)> "])
  }

  @Test func errorsKeepEverythingDeclared() {
    let harness = ShellHarness(lines: [
      "dependency full { live: 1, test: 3 }",
      "print(ful)",
      "withDependencies { $0.full = }",
      "context test",
      "print(full)",
    ])
    #expect(harness.run() == .success)
    #expect(
      harness.captured.standardError.contains("<shell>:1:7: error: cannot find 'ful' in scope"))
    #expect(harness.captured.standardError.contains("note: did you mean 'full'?"))
    #expect(harness.captured.standardOutput.hasSuffix("3\n\n"))
    #expect(
      harness.shell.entries == [
        "dependency full { live: 1, test: 3 }", "context test", "print(full)",
      ])
  }

  @Test func promptShowsTheContext() {
    let harness = ShellHarness(lines: ["context test", ".context preview"])
    harness.run()
    #expect(
      harness.reader?.prompts == ["depplay(live)> ", "depplay(test)> ", "depplay(preview)> "])
  }

  @Test func historyIsSavedOnEveryWayOut() {
    let quitting = ShellHarness(lines: ["print(1)", ".quit", "print(2)"])
    quitting.run()
    #expect(quitting.reader?.saves == 1)
    #expect(!quitting.captured.standardOutput.split(separator: "\n").contains("2"))
    let ending = ShellHarness(lines: ["print(1)"])
    ending.run()
    #expect(ending.reader?.saves == 1)
    let hangingUp = ShellHarness([
      .line("print(1)"), .line("withDependencies {"), .line("print(3)"), .hangUp, .line("}"),
    ])
    #expect(hangingUp.run() == .success)
    #expect(hangingUp.reader?.saves == 1)
    #expect(!hangingUp.captured.standardOutput.split(separator: "\n").contains("3"))
  }

  @Test func ctrlCStopsARunningEntryAndKeepsWhatWasDeclared() {
    let loop = "for i in 0..<10000 { for j in 0..<10000 { let x = j } }"
    let harness = ShellHarness(
      [],
      reader: InterruptingReader(
        lines: ["dependency full { live: 1 }", loop, "print(full)"], interruptedRun: 2))
    harness.run()
    #expect(harness.captured.standardError.contains("error: stopped by Ctrl-C"))
    #expect(harness.captured.standardOutput.hasSuffix("1\n\n"))
  }
}

/// A reader that presses Ctrl-C 200 ms into one run (counted from 1).
struct InterruptingReader: LineReader {
  var lines: [String]
  let interruptedRun: Int
  private var runs = 0

  init(lines: [String], interruptedRun: Int) {
    self.lines = lines
    self.interruptedRun = interruptedRun
  }

  mutating func readLine(prompt: String) -> LineInput {
    lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
  }

  mutating func whileRunning<T>(onInterrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
    runs += 1
    if runs == interruptedRun {
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { onInterrupt() }
    }
    return body()
  }
}
