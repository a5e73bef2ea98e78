import Foundation
import Testing

/// Runs the built `depplay` binary: arguments, standard input, exit codes, output.
@Suite struct CommandLineTests {
  func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
    -> DepplayBinary.Outcome
  {
    try DepplayBinary.run(arguments, input: input, environment: environment)
  }

  @Test func inlineStatements() throws {
    let outcome = try run(["-c", "dependency full { live: 1, test: 3 }\nprint(full)"])
    #expect(outcome.status == 0)
    #expect(outcome.output == "1\n")
  }

  @Test func standardInput() throws {
    let outcome = try run([], input: "print(\"piped\")\n")
    #expect(outcome.status == 0)
    #expect(outcome.output == "piped\n")
  }

  @Test func runFilesAndShebang() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString).dep")
    try "#!/usr/bin/env depplay\nprint(\"from file\")\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try run(["run", file.path]).output == "from file\n")
    #expect(try run([file.path]).output == "from file\n")
  }

  @Test func malformedScriptExits65WithALocatedError() throws {
    let outcome = try run(["-c", "print(ful)"])
    #expect(outcome.status == 65)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.error
        == "<command line>:1:7: error: cannot find 'ful' in scope\nprint(ful)\n      ^~~\nnote: declare a key with 'dependency ful { live: …, test: … }'\n"
    )
  }

  /// A script written with Windows' or old Mac OS's line ends is located by its own lines:
  /// the runner counts `\r\n` and a lone `\r` as line ends, as the parser does.
  @Test(arguments: ["\r\n", "\r"])
  func errorsInAFileWithOtherLineEndsNameTheirLine(lineEnd: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString).dep")
    try ["dependency full { live: 1, test: 3 }", "print(full)", "print(ful)", ""]
      .joined(separator: lineEnd).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try run(["run", file.path])
    #expect(outcome.status == 65)
    #expect(
      outcome.error.hasPrefix(
        "\(file.path):3:7: error: cannot find 'ful' in scope\nprint(ful)\n      ^~~\n"))
  }

  @Test func failedCheckExits1() throws {
    let outcome = try run(["-c", "expect(1 == 2)"])
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("check failed: expectation failed: 1 == 2"))
  }

  @Test func usageErrorsExit64() throws {
    let outcome = try run(["--frobnicate"])
    #expect(outcome.status == 64)
    #expect(outcome.error.hasPrefix("depplay: error: unknown option '--frobnicate'"))
    #expect(try run(["--color=sometimes", "-c", "print(1)"]).status == 64)
    #expect(try run(["run"]).status == 64)
  }

  @Test func helpAndVersion() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("depplay — see how swift-dependencies really resolves values."))
    #expect(try run(["--version"]).output.hasPrefix("depplay "))  // VersionTests: which
  }

  @Test func colorIsDecidedByTheFlagAndNoColor() throws {
    let source = ["-c", "Task { print(1) }"]
    #expect(try run(["--color=always"] + source).output.contains("\u{1B}["))
    #expect(!(try run(["--color=never"] + source).output.contains("\u{1B}[")))
    #expect(!(try run(source, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}[")))
  }

  @Test func labelsAndTree() throws {
    let outcome = try run([
      "--tree", "-c",
      "dependency full { live: 1 }\nwithDependencies { $0.full = 2 } operation: {\n  Task.detached { print(full) }\n}",
    ])
    #expect(
      outcome.output
        == "[Task.detached 1] 1\nmain\n└─ withDependencies (line 2)\n   └─ Task.detached 1 (line 3): lost overrides\n"
    )
  }

  /// A line a task prints carries the task's label in a depplay script, and none in a Swift
  /// file, which prints what Swift prints; the tree names the task either way.
  @Test(arguments: [("dep", "[Task 1] from a task\n"), ("swift", "from a task\n")])
  func aSwiftFilePrintsWithoutUnitLabels(fileExtension: String, printed: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString).\(fileExtension)")
    try "await Task { print(\"from a task\") }.value\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try run(["run", file.path]).output == printed)
    #expect(try run(["run", "--tree", file.path]).output.contains("└─ Task 1 (line 1)"))
  }

  /// An issue raised outside a test (a key with no live value read in the live context) is
  /// shown among the printed lines of a depplay script; a Swift file writes it on standard
  /// error, as the library's issue reporter does, and standard output has only its prints.
  @Test(arguments: ["dep", "swift"])
  func aSwiftFileWritesIssuesOnStandardError(fileExtension: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString).\(fileExtension)")
    try """
    enum OnlyTestKey: TestDependencyKey {
      static let testValue = 1
    }
    extension DependencyValues {
      var onlyTest: Int {
        get { self[OnlyTestKey.self] }
        set { self[OnlyTestKey.self] = newValue }
      }
    }
    struct Reader {
      @Dependency(\\.onlyTest) var onlyTest
    }
    print("before")
    print(Reader().onlyTest)

    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try run(["run", file.path])
    let issue = "issue(noLiveImplementation): @Dependency(\\.onlyTest) has no live implementation"
    #expect(outcome.status == 0)
    if fileExtension == "swift" {
      #expect(outcome.output == "before\n1\n")
      #expect(outcome.error.hasPrefix(issue))
    } else {
      #expect(outcome.output.hasPrefix("before\n" + issue))
      #expect(outcome.output.hasSuffix("\n1\n"))
      #expect(outcome.error.isEmpty)
    }
  }

  /// SEMANTICS §6, the `Task {}` row as a script (`Scripts/task-after-scope.dep`, with its
  /// `// expect:` lines): a Task created in a scope keeps the scope's values when its body
  /// runs after the scope ended, printed at the `advance`. Run by the binary, as a user would
  /// (and 20 times under load by `ClockOrderingStressTests`).
  @Test func taskBodyRunsAfterTheScopeWhenTheClockIsAdvanced() throws {
    let script = try ScriptFixture(named: "task-after-scope")
    let outcome = try run(["run", script.url.path])
    #expect(outcome.status == 0)
    #expect(outcome.output == script.expectedOutput)
  }
}
