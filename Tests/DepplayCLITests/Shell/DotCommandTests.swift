import Foundation
import LineEditing
import Testing

@testable import DepplayCLI

@Suite struct DotCommandTests {
  @Test func helpListsEveryCommandFromTheTable() {
    let harness = ShellHarness(lines: [".help"])
    harness.run()
    for command in DotCommand.all {
      #expect(harness.captured.standardOutput.contains("  \(command.usage)"))
    }
  }

  @Test func helpExplainsOneCommand() {
    let harness = ShellHarness(lines: [".help .save"])
    harness.run()
    #expect(
      harness.captured.standardOutput.contains(
        ".save FILE — save this session as a replayable script\n"))
  }

  @Test func unknownCommandSuggestsTheNearest() {
    let harness = ShellHarness(lines: [".kys"])
    #expect(harness.run() == .success)
    #expect(
      harness.captured.standardError == "error: unknown command '.kys'; did you mean '.keys'?\n")
  }

  @Test func keysShowValuesAndTheRuntimesResolution() {
    let harness = ShellHarness(lines: [
      "dependency full { live: 1, preview: 2, test: 3 }",
      "dependency api { live: \"prod\", test: unimplemented }",
      "context test",
      "print(full)",
      ".keys",
    ])
    harness.run()
    #expect(
      harness.captured.standardOutput.contains(
        """
        context: test
        api { live: "prod", preview: —, test: unimplemented }
          here: the test default, computed on first read
        full { live: 1, preview: 2, test: 3 }
          here: the cached test default

        """))
  }

  @Test func whyExplainsAndIsNotSaved() {
    let harness = ShellHarness(lines: [
      "dependency full { live: 1, test: 3 }",
      "prepareDependencies { $0.full = 5 }",
      ".why full",
    ])
    harness.run()
    #expect(harness.captured.standardOutput.contains("why: full = 5 — prepared for live"))
    #expect(harness.shell.entries.count == 2)
  }

  @Test func argumentsAreRequired() {
    let harness = ShellHarness(lines: [".why", ".read"])
    harness.run()
    #expect(
      harness.captured.standardError == """
        error: .why needs an argument: .why KEY
        error: .read needs an argument: .read FILE

        """)
  }

  @Test func treeDrawsTheLastEntry() {
    let harness = ShellHarness(lines: [
      "dependency full { live: 1 }",
      "withDependencies { $0.full = 2 } operation: { Task.detached { print(full) } }",
      ".tree",
    ])
    harness.run()
    #expect(
      harness.captured.standardOutput.contains(
        """
        main
        └─ withDependencies (line 1)
           └─ Task.detached 1 (line 1): lost overrides
        """))
  }

  @Test func saveThenReadReplaysTheSession() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("session.dep").path
    let first = ShellHarness(lines: [
      "dependency full { live: 1, test: 3 }",
      "print(nope)",
      "context test",
      "withDependencies { $0.full = 7 } operation: {",
      "  print(full)",
      "}",
      ".save \(file)",
    ])
    first.run()
    #expect(first.captured.standardOutput.hasSuffix("saved 3 entries to \(file)\n\n"))
    #expect(
      try String(contentsOfFile: file, encoding: .utf8) == """
        dependency full { live: 1, test: 3 }
        context test
        withDependencies { $0.full = 7 } operation: {
          print(full)
        }

        """)
    let second = ShellHarness(lines: [".read \(file)", "print(full)", ".context"])
    second.run()
    #expect(second.captured.standardOutput.contains("7\n3\ncontext: test"))
  }

  @Test func resetForgetsEverything() {
    let harness = ShellHarness(lines: [
      "dependency full { live: 1 }", ".reset", "print(full)", ".keys",
    ])
    harness.run()
    #expect(harness.captured.standardError.contains("cannot find 'full' in scope"))
    #expect(harness.captured.standardOutput.contains("no keys declared yet"))
    #expect(harness.shell.entries.isEmpty)
  }

  @Test func historyListsWholeEntries() {
    let harness = ShellHarness(lines: [
      "print(1)", "withDependencies {", "} operation: { }", ".history",
    ])
    harness.run()
    #expect(
      harness.captured.standardOutput.contains(
        """
        1  print(1)
        2  withDependencies {
           } operation: { }
        3  .history

        """))
  }
}
