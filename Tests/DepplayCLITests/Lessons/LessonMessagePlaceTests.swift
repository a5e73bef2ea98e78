import Foundation
import LineEditing
import Testing

@testable import DepplayCLI

/// A place a message names in its text (`file:line`) is the line of the lesson file the
/// code is written on, as a diagnostic's location is — whether the lesson runs as one script
/// (`depplay run`), block by block in one session (the walk, `depplay check`), or the code
/// that names the place was written in an earlier block than the one that runs it.
@Suite struct LessonMessagePlaceTests {
  static let dismissLesson = Fixtures.projectLessons.appendingPathComponent("21-dismiss.md")

  /// The 1-based line of `text` where `needle` first appears.
  static func line(of needle: String, in text: String) throws -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.contains(needle) }) + 1
  }

  /// The lesson line of the first `await dismiss()`: the one the unpresented editor runs.
  static func dismissLine() throws -> Int {
    try line(
      of: "        return .run { _ in await dismiss() }",
      in: String(contentsOf: dismissLesson, encoding: .utf8))
  }

  @Test func aDismissalWithoutAPresenterNamesTheLessonLineWhenTheLessonRunsAsOneScript()
    throws
  {
    let outcome = try CommandLineTests().run(["run", Self.dismissLesson.path])
    let expected = "requested dismissal at \"\(Self.dismissLesson.path):\(try Self.dismissLine())\""
    #expect(outcome.output.contains(expected), "\(expected)\n\(outcome.output)")
  }

  @Test func aDismissalNamesTheLessonLineOfTheBlockThatDeclaredIt() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let captured = CapturedOutput()
    let shell = Shell(
      reader: ScriptedLineReader(lines: ["", "presented: false", "", ""]),
      output: captured.output,
      configuration: Shell.Configuration(
        colored: false, interactive: true, lessonsDirectory: Fixtures.projectLessons,
        progress: ProgressStore(directory: state)))
    shell.startLesson("21")
    _ = shell.run()
    // The feature is declared in the lesson's first block; the third block runs it.
    let text = captured.standardOutput
    #expect(text.contains("── 3/7"), "\(text)")
    #expect(
      text.contains(
        "requested dismissal at \"\(Self.dismissLesson.path):\(try Self.dismissLine())\""),
      "\(text)")
  }

  @Test func whyAndTheTreeNameTheLessonLine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = """
      # Places

      Teaches: rules 24

      ## Step: A key

      ```depplay
      dependency full { live: 1, test: 3 }
      ```

      ## Step: An override

      ```depplay
      withDependencies { $0.full = 7 } operation: {
        why full
      }
      ```
      """
    let file = directory.appendingPathComponent("01-places.md")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let line = try Self.line(of: "withDependencies { $0.full = 7 }", in: text)
    let outcome = try CommandLineTests().run(["run", "--tree", file.path])
    #expect(
      outcome.output.contains("withDependencies at \(file.path):\(line):1"), "\(outcome.output)")
    #expect(outcome.output.contains("withDependencies (line \(line))"), "\(outcome.output)")
  }

  @Test func aFailedTestsReportNamesTheLessonLine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = """
      # Places

      Teaches: rules 24

      ## Step: A key

      ```depplay
      dependency full { live: 1, test: 3 }
      ```

      ## Step: A test that fails

      ```depplay
      @Test func readsFull() {
        expect(full == 4)
      }
      ```
      """
    let file = directory.appendingPathComponent("01-places.md")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let line = try Self.line(of: "expect(full == 4)", in: text)
    let outcome = try CommandLineTests().run(["run", file.path])
    // The test's result lists its failures, each with its place.
    #expect(
      outcome.output.contains(
        "✘ test readsFull() failed\n  \(file.path):\(line):3: expectation failed: full == 4"),
      "\(outcome.output)")
  }
}
