import Foundation
import Testing

@testable import DepplayCLI

@Suite struct LessonParserTests {
  @Test func parsesStepsPredictsAndExercises() throws {
    let lesson = try LessonParser.parse(path: "l.md", text: Fixtures.good.text)
    #expect(lesson.title == "Task {} keeps your overrides")
    #expect(lesson.rules == [24, 31])
    #expect(
      lesson.steps.map(\.title) == [
        "Overrides reach a Task", "And a detached task?", "Print the override", "In real Swift",
      ])
    guard case .predict(let prediction) = lesson.steps[1].kind else {
      Issue.record("not a predict step")
      return
    }
    #expect(prediction.question == "What does the detached task print?")
    #expect(prediction.answer == "[Task.detached 2] 3")
    #expect(prediction.choices.isEmpty)
    guard case .exercise(let exercise) = lesson.steps[2].kind else {
      Issue.record("not an exercise")
      return
    }
    #expect(exercise.start == CodeBlock(text: "print(full)", line: 36))
    #expect(exercise.hints.count == 2)
    #expect(lesson.steps[3].code.isEmpty)
  }

  @Test(arguments: [
    ("no title\n", "l.md:1:1: error: a lesson starts with its title: '# Title'"),
    (
      "# T\n\n## Step: s\n\n```depplay\nprint(1)\n",
      "l.md:5:1: error: this code block is never closed with ```"
    ),
    (
      "# T\n## Predict: p\n```depplay\nprint(1)\n```\n",
      "l.md:2:1: error: a Predict step needs 'Question:' and 'Answer:' lines"
    ),
    (
      "# T\n## Exercise: e\n```depplay exercise\nx\n```\nHint: h\n",
      "l.md:2:1: error: an Exercise needs 'depplay check', 'depplay solution'"
    ),
    (
      "# T\n## Notes\n```depplay\nprint(1)\n```\n",
      "l.md:3:1: error: a 'depplay' block runs only under '## Step:', '## Predict:' or '## Exercise:'"
    ),
    ("# T\nTeaches: rules 1, 999\n", "l.md:2:1: error: rule 999 is not in SEMANTICS.md"),
  ])
  func malformedLessonsSayWhereAndWhy(text: String, message: String) {
    #expect(throws: LessonError.self) {
      try LessonParser.parse(path: "l.md", text: text, knownRules: Set(1...40))
    }
    do {
      _ = try LessonParser.parse(path: "l.md", text: text, knownRules: Set(1...40))
    } catch {
      #expect(error.description == message)
    }
  }
}

@Suite struct LessonLibraryRulesTests {
  @Test("rule numbers come from SEMANTICS.md, including a rule whose text is a table")
  func knownRulesIncludeTableRules() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("lessons"), withIntermediateDirectories: true)
    try "## 3. Defaults\n8. Resets.\n9.\n   | key kind | live |\n10. More.\n"
      .write(to: root.appendingPathComponent("SEMANTICS.md"), atomically: true, encoding: .utf8)
    let library = LessonLibrary(directory: root.appendingPathComponent("lessons"))
    #expect(library.knownRules == [8, 9, 10])
  }
}
