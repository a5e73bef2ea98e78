import DepplayLanguage
import Testing

/// A misspelt word that starts a statement reads, to Swift, as a name followed by a second
/// statement on the line: the syntax error is Swift's, and a note names the word meant.
@Suite struct StatementWordTypoTests {
  func notes(_ text: String) -> [String] {
    do {
      _ = try ScriptParser.parse(SourceFile(name: "x", text: text))
      return ["parsed"]
    } catch {
      return error.diagnostic.notes
    }
  }

  @Test(arguments: [
    ("contxt live", "context"),
    ("dependncy x { live: 1, test: 2 }", "dependency"),
    ("print(1)\nwy date", "why"),
    ("buld release", "build"),
    ("retrun 1", "return"),
  ])
  func aMisspeltStatementWordGetsADidYouMean(text: String, meant: String) {
    #expect(notes(text).first == "did you mean '\(meant)'?")
  }

  @Test(arguments: ["withDependencies operation: { }", "full live", "let x = 1 contxt"])
  func noNoteForAWordThatIsRightOrDoesNotStartTheLine(text: String) {
    #expect(!notes(text).contains { $0.hasPrefix("did you mean") })
  }
}
