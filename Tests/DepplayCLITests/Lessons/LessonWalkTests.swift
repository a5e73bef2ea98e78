import Foundation
import LineEditing
import Testing

@testable import DepplayCLI

@Suite struct LessonWalkTests {
  func shell(_ lines: [String], progress: ProgressStore) -> (Shell, CapturedOutput) {
    let captured = CapturedOutput()
    let shell = Shell(
      reader: ScriptedLineReader(lines: lines), output: captured.output,
      configuration: Shell.Configuration(
        colored: false, interactive: true, lessonsDirectory: Fixtures.goodDirectory,
        progress: progress))
    return (shell, captured)
  }

  @Test func walkthroughPredictHintSolutionProgressAndResume() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let progress = ProgressStore(directory: state)
    let (first, captured) = shell(
      [
        "",  // Enter: from the Step to the Predict
        "7",  // a wrong guess
        "",  // Enter after a wrong guess: run the code, see the answer
        "",  // on to the exercise
        "print(full)",  // not yet
        ".hint", ".hint", ".hint",
        ".progress",
      ], progress: progress)
    first.startLesson("task-keeps-overrides")
    _ = first.run()
    let text = captured.standardOutput
    #expect(text.contains("Task {} keeps your overrides\n============================"))
    #expect(text.contains("── 1/4 Overrides reach a Task ──"))
    #expect(text.contains("[Task 1] 7\n(Enter: next step)"))
    #expect(text.contains("Question: What does the detached task print?\nType your guess."))
    let shownBeforeAsked = try #require(text.range(of: "Task.detached {"))
    let question = try #require(text.range(of: "Question: What does the detached task print?"))
    #expect(shownBeforeAsked.lowerBound < question.lowerBound, "the code is shown before asking")
    #expect(text.contains("✘ Not 7 (1 try). Guess again, or press Enter to run the code and see."))
    #expect(text.contains("[Task.detached 2] 3\nThe answer is [Task.detached 2] 3."))
    #expect(
      text.contains("Not yet: expect(output:) failed\n  - expected: \"7\"\n  + printed:  \"3\""))
    #expect(
      text.contains("Hint 1/2: An override only holds inside its scope.\nHint 2/2: Wrap the print"))
    #expect(text.contains("No more hints; .solution shows one."))
    #expect(
      text.contains(
        "✔ 1. Overrides reach a Task\n✔ 2. And a detached task?\n▸ 3. Print the override"))
    #expect(progress.completed("01-task-keeps-overrides") == [0, 1])

    // Tomorrow: the walk resumes at the exercise, with the earlier steps' keys declared.
    let (second, resumed) = shell([".solution", "y", "", ""], progress: progress)
    second.startLesson("1")
    _ = second.run()
    #expect(resumed.standardOutput.contains("(resuming at step 3 of 4)"))
    #expect(resumed.standardOutput.contains("7\n✔ Solved!"))
    #expect(resumed.standardOutput.contains("That was the last step"))
    #expect(progress.completed("01-task-keeps-overrides") == [0, 1, 2, 3])
    #expect(second.reader.history.first == "print(full)")  // the exercise, for the up arrow
  }

  @Test func stepNGoesToAStepRunningTheSkippedOnesCode() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let (shell, captured) = shell(
      [".step 3", "print(full)", ".step 9", ".step 1"], progress: ProgressStore(directory: state))
    shell.startLesson("1")
    _ = shell.run()
    let text = captured.standardOutput
    #expect(text.contains("── 3/4 Print the override ──"))
    #expect(text.contains("Not yet: expect(output:) failed"))  // step 1 declared `full`
    #expect(captured.standardError.contains("error: .step takes a step number, 1 to 4"))
    #expect(text.components(separatedBy: "── 1/4 Overrides reach a Task ──").count == 3)
  }

  @Test func progressThatCannotBeSavedIsSaidOnce() {
    // A directory under /dev/null can never be created, even by root.
    let progress = ProgressStore(directory: URL(fileURLWithPath: "/dev/null/depplay"))
    let (shell, captured) = shell(["", "7", ""], progress: progress)
    shell.startLesson("task-keeps-overrides")
    _ = shell.run()
    #expect(captured.standardOutput.contains("✔ 1. Overrides reach a Task") == false)
    let notes = captured.standardError.components(separatedBy: "lesson progress cannot be saved")
    #expect(notes.count == 2, "\(captured.standardError)")
    #expect(captured.standardError.contains("/dev/null/depplay/progress.json"))
  }

  @Test func solutionAsksFirst() throws {
    let state = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let (shell, captured) = shell(
      ["", "3", "", ".solution", "n"], progress: ProgressStore(directory: state))
    shell.startLesson("01-task-keeps-overrides")
    _ = shell.run()
    #expect(captured.standardOutput.contains("Keep going; .hint gives a hint."))
    #expect(!captured.standardOutput.contains("Solved"))
    #expect(
      (shell.reader as? ScriptedLineReader)?.prompts.contains("Show the solution? [y/N] ") == true)
  }

  @Test func lessonCommandsNeedALesson() {
    let harness = ShellHarness(lines: [".hint", ".lesson nope"])
    harness.run()
    #expect(
      harness.captured.standardError.hasPrefix(
        "error: no lesson is running; .lesson starts one\nerror: no lesson 'nope'"))
  }

  @Test func progressIsWrittenAtomicallyUnderXDGStateHome() throws {
    let store = ProgressStore.fromEnvironment(["XDG_STATE_HOME": "/s", "HOME": "/h"])
    #expect(store.url.path == "/s/depplay/progress.json")
    #expect(
      ProgressStore.fromEnvironment(["HOME": "/h"]).url.path
        == "/h/.local/state/depplay/progress.json")
  }
}
