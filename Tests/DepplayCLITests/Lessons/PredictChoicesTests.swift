import Foundation
import LineEditing
import Testing

@testable import DepplayCLI

/// Predict steps that offer choices: how a lesson writes them, what `depplay check` refuses,
/// and how the walkthrough and the page show them.
@Suite struct PredictChoicesTests {
  static let lesson = """
    # Choices

    ## Step: Checks alone

    ```depplay
    dependency full { live: 1, preview: 2, test: 3 }
    expect(full == 1)
    expect(1 + 1 == 2)
    expect(full != 7)
    ```

    ## Predict: Pick one

    Question: What does the detached task print?
    Choice: 7
    Choice: 1
    Choice: 3
    Answer: 1

    ```depplay
    withDependencies { $0.full = 7 } operation: {
      Task.detached { print(full) }
    }
    ```

    The detached task lost the override.
    """

  static func prediction(_ choices: [String], answer: String = "1") -> Prediction {
    Prediction(question: "q", answer: answer, choices: choices)
  }

  @Test func aGuessIsAChoicesLetterOrItsValue() {
    let prediction = Self.prediction(["7", "1", "UUID(3)"])
    #expect(prediction.choiceLine == "a) 7   b) 1   c) UUID(3)")
    #expect(prediction.accepts("b") && prediction.accepts(" B) ") && prediction.accepts("1.0"))
    #expect(!prediction.accepts("a") && !prediction.accepts("7") && !prediction.accepts("d"))
    #expect(prediction.said("a") == "a) 7" && prediction.said("7") == "a) 7")
    #expect(prediction.said("42") == "42")
    #expect(prediction.revealed == "b) 1")
    #expect(Self.prediction([]).accepts("1") && Self.prediction([]).revealed == "1")
  }

  @Test(arguments: [
    (["1"], "a Predict step offers 2 to 6 choices ('Choice:' lines), not 1"),
    (["1", "2", "3", "4", "5", "6", "7"], "a Predict step offers 2 to 6 choices"),
    (["1", "b"], "the choice 'b' reads as a choice's letter; write it as a word"),
    (["1", "1.0"], "the choices '1' and '1.0' are the same value"),
    (["2", "3"], "the answer '1' is not among the choices (a) 2   b) 3)"),
  ])
  func badChoicesAreRefused(choices: [String], message: String) {
    #expect(Self.prediction(choices).problem?.hasPrefix(message) == true)
  }

  @Test func checkNamesTheLineOfChoicesThatCannotBeRight() throws {
    let notAmong = Self.lesson.replacingOccurrences(of: "Choice: 1\n", with: "")
    #expect(throws: LessonError.self) { try LessonParser.parse(path: "l.md", text: notAmong) }
    do {
      _ = try LessonParser.parse(path: "l.md", text: notAmong)
    } catch {
      #expect(error.description.hasPrefix("l.md:17:1: error: the answer '1' is not among"))
    }
    let underAStep = "# T\n## Step: s\nChoice: 1\n"
    do {
      _ = try LessonParser.parse(path: "l.md", text: underAStep)
      Issue.record("a Choice under a Step was accepted")
    } catch {
      #expect(error.description == "l.md:3:1: error: 'Choice:' lines belong under '## Predict:'")
    }
    let lesson = try LessonParser.parse(path: "l.md", text: Self.lesson)
    #expect(LessonCheck.failure(of: lesson) == nil)
  }

  func walk(_ lines: [String]) throws -> (Shell, CapturedOutput) {
    let directory = try temporaryDirectory()
    try Data(Self.lesson.utf8).write(to: directory.appendingPathComponent("01-choices.md"))
    let captured = CapturedOutput()
    let shell = Shell(
      reader: ScriptedLineReader(lines: lines), output: captured.output,
      configuration: Shell.Configuration(
        colored: false, interactive: true, lessonsDirectory: directory))
    shell.startLesson("choices")
    _ = shell.run()
    try? FileManager.default.removeItem(at: directory)
    return (shell, captured)
  }

  @Test func theWalkthroughOffersTheChoicesAndTakesALetterOrAValue() throws {
    let (_, byLetter) = try walk(["", "a", "c", "b"])
    let text = byLetter.standardOutput
    #expect(text.contains("✔ 3 checks passed\n(Enter: next step)"), "a step of checks alone")
    #expect(
      text.contains(
        "Question: What does the detached task print?\n  a) 7   b) 1   c) 3\n"
          + "Type a letter or the value.\n"))
    #expect(text.contains("✘ Not a) 7 (1 try)."))
    #expect(text.contains("✘ Not c) 3 (2 tries)."))
    #expect(text.contains("[Task.detached 1] 1\n✔ Right: b) 1 (on try 3)"))
    let (_, byValue) = try walk(["", "1"])
    #expect(byValue.standardOutput.contains("✔ Right: b) 1\n"))
  }

  @Test func thePageShowsTheChoicesAndHoldsTheAnswerBack() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("01-choices.md")
    try Data(Self.lesson.utf8).write(to: file)
    let page = WorkshopPage(run: try WorkshopRun.load(path: file.path)).render()
    #expect(
      page.contains(
        #"<ol class="choices"><li><span class="letter">a)</span>7</li>"#
          + #"<li><span class="letter">b)</span>1</li><li><span class="letter">c)</span>3</li></ol>"#
      ))
    #expect(
      page.contains(
        #"<div class="reveal"><p class="answer"><strong>Answer:</strong> b) 1</p>"#))
  }
}
