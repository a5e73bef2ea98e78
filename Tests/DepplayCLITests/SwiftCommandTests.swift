import Foundation
import Testing

/// `depplay swift FILE`: the program on standard output, diagnostics and exit codes.
@Suite struct SwiftCommandTests {
  func script(_ text: String, ending suffix: String = ".dep") throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-\(UUID().uuidString)\(suffix)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func printsTheProgram() throws {
    let file = try script("dependency full { live: 1 }\nprint(full)\n")
    let outcome = try CommandLineTests().run(["swift", file])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("enum FullKey: DependencyKey {\n  static let liveValue = 1\n}"))
    #expect(outcome.output.hasSuffix("  @Dependency(\\.full) var full\n  print(full)\n}\n"))
    #expect(outcome.error == "")
  }

  @Test func aConstructWithoutExportSaysWhereAndExits65() throws {
    let file = try script("dependency full { live: 1 }\nwhy full\n")
    let outcome = try CommandLineTests().run(["swift", file])
    #expect(outcome.status == 65)
    #expect(outcome.output == "")
    #expect(outcome.error.hasPrefix("\(file):2:1: error: 'why' cannot be exported: "))
  }

  @Test func aMalformedScriptExits65() throws {
    let file = try script("print(nope)\n")
    let outcome = try CommandLineTests().run(["swift", file])
    #expect(outcome.status == 65)
    #expect(outcome.error.contains("cannot find 'nope' in scope"))
  }

  /// A lesson is one program: its blocks in order, each exercise's solution and check in
  /// place of the code the learner starts from; errors point into the lesson file.
  @Test func aLessonIsOneProgramWithItsExercisesSolved() throws {
    let lesson = """
      # Lesson

      ## Step: One

      ```depplay
      dependency full { live: 1, test: 3 }
      print("step")
      ```

      ## Exercise: Two

      ```depplay exercise
      print("start")
      ```

      ```depplay check
      expect(output: "solved")
      ```

      Hint: print it.

      ```depplay solution
      print("solved")
      ```

      ## Step: Three

      ```depplay
      why full
      ```
      """
    let file = try script(lesson, ending: ".md")
    let outcome = try CommandLineTests().run(["swift", file])
    #expect(outcome.status == 65)
    #expect(outcome.error.hasPrefix("\(file):29:1: error: 'why' cannot be exported: "))
    let exportable = try script(
      lesson.replacingOccurrences(of: "why full", with: "print(full)"), ending: ".md")
    let program = try CommandLineTests().run(["swift", exportable]).output
    #expect(
      program.contains(
        """
          print("step")
          print("solved")
          script.expect(output: "solved", at: 4, 1)
          @Dependency(\\.full) var full
          print(full)
        }
        """))
    #expect(!program.contains("start"))
  }

  @Test func usage() throws {
    #expect(try CommandLineTests().run(["swift"]).status == 64)
    #expect(try CommandLineTests().run(["swift", "/nonexistent.dep"]).status == 64)
  }
}
