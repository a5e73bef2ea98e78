import Foundation
import Testing

@testable import DepplayCLI

@Suite struct LessonCheckTests {
  @Test func aGoodLessonPasses() throws {
    let captured = CapturedOutput()
    #expect(
      LessonCommands.check([Fixtures.goodDirectory.path], output: captured.output) == .success)
    #expect(
      captured.standardOutput == """
        ✔ 01-task-keeps-overrides.md (4 steps)
        1 lesson: 1 passed, 0 failed

        """)
  }

  @Test func aBrokenLessonFailsPointingAtTheStepAndLine() throws {
    let outcome = try CommandLineTests().run(["check", Fixtures.brokenDirectory.path])
    #expect(outcome.status == 1)
    #expect(outcome.output == "✘ 01-broken.md\n1 lesson: 0 passed, 1 failed\n")
    #expect(
      outcome.error == """
        \(Fixtures.brokenDirectory.path)/01-broken.md:18:1: error: step 2 'Wrong claim': expect(output:) failed
          - expected: "3"
          + printed:  "1"

        """)
  }

  @Test func anExerciseThatAsksForNothingFails() throws {
    let text = Fixtures.good.text.replacingOccurrences(
      of: "```depplay exercise\nprint(full)",
      with: "```depplay exercise\nwithDependencies { $0.full = 7 } operation: { print(full) }")
    let lesson = try LessonParser.parse(path: "x.md", text: text)
    #expect(
      LessonCheck.failure(of: lesson) == """
        x.md:40:1: error: step 3 'Print the override': the check already passes with the exercise as given, so it asks for nothing

        """)
  }

  /// An exercise's check judges only what its own code printed: a line an earlier step
  /// printed cannot satisfy `expect(output:)`, so `let x = 1` does not solve it.
  @Test func aStaleLineCannotSatisfyAnExerciseCheck() throws {
    let text = """
      # Stale output

      Teaches: rules 24

      ## Step: Print seven

      ```depplay
      dependency full { live: 1, test: 3 }
      withDependencies { $0.full = 7 } operation: { print(full) }
      ```

      ## Exercise: Print it again

      Make this print 7.

      ```depplay exercise
      let x = 1
      ```

      ```depplay check
      expect(output: "7")
      ```

      Hint: Override it.

      ```depplay solution
      withDependencies { $0.full = 7 } operation: { print(full) }
      ```

      """
    let lesson = try LessonParser.parse(path: "stale.md", text: text)
    #expect(LessonCheck.failure(of: lesson) == nil)
  }

  @Test func aWrongPredictAnswerFails() throws {
    let text = Fixtures.good.text.replacingOccurrences(
      of: "Answer: [Task.detached 2] 3", with: "Answer: 7")
    let lesson = try LessonParser.parse(path: "x.md", text: text)
    #expect(
      LessonCheck.failure(of: lesson) == """
        x.md:24:1: error: step 2 'And a detached task?': the answer is '7' but the code printed '3'

        """)
  }

  /// Every lesson of the curriculum, as CI proves it.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: Fixtures.projectLessons.path)))
  func theCurriculumPasses() {
    let captured = CapturedOutput()
    let status = LessonCommands.check([Fixtures.projectLessons.path], output: captured.output)
    #expect(status == .success, "\(captured.standardOutput)\(captured.standardError)")
  }
}
