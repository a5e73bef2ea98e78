import DepplayLanguage
import Testing

@testable import DepplayCLI

/// Predict answers are compared by value, not byte for byte.
@Suite struct AnswerTests {
  @Test(arguments: [
    ("7", "7"), (" 7 ", "7"), ("7", "[Task 1] 7"), ("7.0", "7"),
    (" False ", "false"), ("\"hello\"", "hello"), ("Live", "live"),
    ("UUID(2)", "00000000-0000-0000-0000-000000000002"),
    ("uuid(10)", "[Task 3] 00000000-0000-0000-0000-00000000000A"),
    ("00000000-0000-0000-0000-000000000002", "00000000-0000-0000-0000-000000000002"),
  ])
  func sameValueMatches(guess: String, printed: String) {
    #expect(Answer.matches(guess, printed))
  }

  @Test(arguments: [
    ("2", "7"), ("UUID(1)", "00000000-0000-0000-0000-000000000002"), ("7 3", "7"),
    ("true", "1"), ("", "7"),
  ])
  func differentValueDoesNot(guess: String, printed: String) {
    #expect(!Answer.matches(guess, printed))
  }
}

/// A lesson block that prints nothing and only checks says how many checks held.
@Suite struct QuietChecksTests {
  func result(_ script: String) -> ExecutionResult {
    Session().run(source: script, file: "block.dep")
  }

  @Test func aBlockOfPassingChecksSaysHowMany() {
    #expect(
      LessonWalk.quietChecks(result("expect(1 == 1)\nexpect(2 == 2)\nexpect(3 == 3)"))
        == "✔ 3 checks passed")
    #expect(LessonWalk.quietChecks(result("expect(1 == 1)")) == "✔ 1 check passed")
  }

  @Test func aBlockThatPrintsOrFailsSaysNothingMore() {
    #expect(LessonWalk.quietChecks(result("print(1)\nexpect(1 == 1)")) == nil)
    #expect(LessonWalk.quietChecks(result("expect(1 == 2)")) == nil)
    #expect(LessonWalk.quietChecks(result("let x = 1")) == nil)
  }
}
