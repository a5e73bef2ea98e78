import Testing

@testable import DepplayLanguage

/// `why`'s event carries its answer as data (the value, its provenance, or the default a
/// read would compute); only a view turns it into words.
@Suite struct WhyAnswerTests {
  static func answers(_ source: String) async -> [WhyAnswer] {
    let result = await Session().run(source: source, file: "why.dep")
    return result.events.compactMap { event in
      if case .why(let answer, _, _) = event { answer } else { nil }
    }
  }

  @Test func anOverrideIsAnsweredWithItsValueAndItsOrigin() async {
    let answers = await Self.answers(
      """
      dependency number { live: 1, test: 2 }
      withDependencies { $0.number = 5 } operation: { why number }
      """)
    guard answers.count == 1,
      case .determined("number", .data(.int(5)), .runtime(.override)) = answers[0]
    else {
      Issue.record("expected the override of 5, got \(answers)")
      return
    }
    #expect(answers[0].path == "number")
    #expect(answers[0].description.hasPrefix("number = 5 — "))
  }

  @Test func aKeyNotReadYetIsAnsweredWithTheDefaultAReadWouldCompute() async {
    let answers = await Self.answers(
      """
      context test
      dependency number { live: 1 }
      why number
      """)
    guard answers.count == 1,
      case .uncomputedDefault("number", .test, _, .debug) = answers[0]
    else {
      Issue.record("expected the test default a read would compute, got \(answers)")
      return
    }
    #expect(
      answers[0].description
        == "number — not read yet in this cache: a read here would compute the test default: "
        + "no test value: an issue (noTestImplementation), then its live value, 1")
  }

  @Test func theContextAndAModelsWholeValuesAreAnsweredByKind() async {
    let answers = await Self.answers("context preview\nwhy context")
    guard answers.count == 1, case .context("context", .preview) = answers[0] else {
      Issue.record("expected the context in force, got \(answers)")
      return
    }
    #expect(answers[0].description == "context = preview — the context in force here")
  }
}
