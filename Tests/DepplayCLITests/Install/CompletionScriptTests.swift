import Foundation
import Testing

@testable import DepplayCLI

@Suite struct CompletionScriptTests {
  static func executable(_ name: String) -> String? {
    ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `shell` with `arguments` in `directory`; its standard output and status.
  func run(_ shell: String, _ arguments: [String], in directory: URL) throws -> (String, Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.executable(shell)))
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (text, process.terminationStatus)
  }

  /// What bash offers for `words` after `depplay` (the last is the word being completed), in
  /// a directory holding `a.dep`, `b.md` and `sub/`.
  func bash(_ words: String...) throws -> [String] {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data().write(to: directory.appendingPathComponent("a.dep"))
    try Data().write(to: directory.appendingPathComponent("b.md"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("depplay.bash")
    try Data(CompletionScript.render(for: "bash").utf8).write(to: script)
    let driver = """
      source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _depplay
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let (text, status) = try run(
      "bash", ["-c", driver, "bash", script.path, DepplayBinary.url.path] + words, in: directory)
    #expect(status == 0)
    return text.split(separator: "\n").map(String.init).sorted()
  }

  @Test("bash completes subcommands, options, their values, lesson names and files")
  func bashCompletion() throws {
    #expect(try bash("les") == ["lesson"])
    #expect(try bash("--co") == ["--color"])
    #expect(try bash("--color", "") == ["always", "auto", "never"])
    #expect(try bash("completions", "") == ["bash", "fish", "zsh"])
    #expect(try bash("lesson", "0").count == 9)
    #expect(try bash("lesson", "14") == ["14-test-isolation"])
    #expect(try bash("run", "") == ["a.dep", "b.md", "sub"])
    #expect(try bash("swift", "") == ["a.dep", "b.md", "sub"])
    #expect(try bash("check", "") == ["b.md", "sub"])
    #expect(try bash("present", "14") == ["14-test-isolation"], "a lesson's name")
    #expect(try bash("html", "").contains("a.dep"), "or a file")
    #expect(try bash("html", "").contains("08-unstructured-work"))
    #expect(try bash("help", "pr") == ["present"])
    #expect(try bash("").contains("swift"))
    #expect(try bash("").contains("a.dep"))
  }

  @Test("the zsh script parses", .enabled(if: executable("zsh") != nil))
  func zshParses() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("_depplay")
    try Data(CompletionScript.render(for: "zsh").utf8).write(to: script)
    #expect(try run("zsh", ["-n", script.path], in: directory).1 == 0)
  }

  @Test("the fish script parses", .enabled(if: executable("fish") != nil))
  func fishParses() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("depplay.fish")
    try Data(CompletionScript.render(for: "fish").utf8).write(to: script)
    #expect(try run("fish", ["--no-execute", script.path], in: directory).1 == 0)
  }

  @Test("every subcommand and option of --help is in every script")
  func scriptsCoverTheTable() {
    for shell in CommandLineReference.Shells.names {
      let script = CompletionScript.render(for: shell)
      for subcommand in CommandLineReference.subcommands {
        #expect(script.contains(subcommand), "\(shell): \(subcommand)")
      }
      for option in CommandLineReference.options {
        let name = option.names.last!.drop { $0 == "-" }
        #expect(script.contains(name), "\(shell): \(name)")
      }
    }
  }
}
