import Foundation
import LineEditing
import Testing

@testable import DepplayCLI

/// Coming back to the lessons: `.lesson` with no name offers to continue where the learner
/// stopped, and `.reset-progress` forgets progress only after asking.
@Suite struct ProgressCommandsTests {
  func shell(_ lines: [String], progress: ProgressStore) -> (Shell, CapturedOutput) {
    let captured = CapturedOutput()
    let shell = Shell(
      reader: ScriptedLineReader(lines: lines), output: captured.output,
      configuration: Shell.Configuration(
        colored: false, interactive: true, lessonsDirectory: Fixtures.projectLessons,
        progress: progress))
    return (shell, captured)
  }

  func prompts(_ shell: Shell) -> [String] {
    (shell.reader as? ScriptedLineReader)?.prompts.filter { $0.hasSuffix("] ") } ?? []
  }

  @Test func lessonWithNoNameOffersTheLessonLastWorkedInAtItsFirstStepNotDone() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let progress = ProgressStore(directory: state)
    try progress.save("01-why-control-dependencies", completed: [0])
    try progress.save("03-the-test-safety-net", completed: [0, 1, 2])

    let (declined, said) = shell([".lesson", "n"], progress: progress)
    _ = declined.run()
    #expect(said.standardOutput.contains("▸ 03-the-test-safety-net"))
    #expect(
      prompts(declined).contains { $0.hasPrefix("Continue '03-the-test-safety-net' at step 4 of ") }
    )
    #expect(said.standardOutput.contains(".lesson NAME starts a lesson."))
    #expect(declined.walk == nil)

    let (accepted, _) = shell([".lesson", ""], progress: progress)
    _ = accepted.run()
    #expect(accepted.walk?.lesson.name == "03-the-test-safety-net")
    #expect(accepted.walk?.index == 3)
  }

  @Test func aFreshLearnerIsOfferedTheFirstLesson() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let (shell, _) = shell([".lesson", "y"], progress: ProgressStore(directory: state))
    _ = shell.run()
    #expect(prompts(shell) == ["Start '01-why-control-dependencies'? [Y/n] "])
    #expect(shell.walk?.lesson.name == "01-why-control-dependencies")
  }

  @Test func withNoOneToAskTheLessonStarts() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let shell = Shell(
      reader: ScriptedLineReader(lines: [".lesson", "print(1)"]), output: CapturedOutput().output,
      configuration: Shell.Configuration(
        colored: false, interactive: false, lessonsDirectory: Fixtures.projectLessons,
        progress: ProgressStore(directory: state)))
    _ = shell.run()
    #expect(prompts(shell).isEmpty)
    #expect(shell.walk?.lesson.name == "01-why-control-dependencies")
  }

  @Test func resetProgressAsksFirstAndKeepsProgressUnlessTheAnswerIsYes() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let progress = ProgressStore(directory: state)
    try progress.save("01-why-control-dependencies", completed: [0, 1])
    try progress.save("02-keys-and-contexts", completed: [0])

    let (kept, keptSaid) = shell([".reset-progress", ""], progress: progress)
    _ = kept.run()
    #expect(prompts(kept) == ["Forget the 3 steps done in every lesson? [y/N] "])
    #expect(keptSaid.standardOutput.contains("Your progress is kept."))
    #expect(progress.completed("01-why-control-dependencies") == [0, 1])

    let (one, _) = shell([".reset-progress 2", "y"], progress: progress)
    _ = one.run()
    #expect(prompts(one) == ["Forget the 1 step done in '02-keys-and-contexts'? [y/N] "])
    #expect(progress.completed("02-keys-and-contexts").isEmpty)
    #expect(progress.completed("01-why-control-dependencies") == [0, 1])

    // Lesson 1 resumes at its third step (a Step, done once shown): 3 steps are done.
    let (all, allSaid) = shell([".reset-progress", "yes", ".progress"], progress: progress)
    all.startLesson("1")
    _ = all.run()
    #expect(allSaid.standardOutput.contains("Forgot the 3 steps done in every lesson."))
    #expect(progress.all().isEmpty && progress.lastLesson == nil)
    #expect(allSaid.standardOutput.contains(": 0/"), "the lesson being walked forgets them too")
  }
}
