import DepplayLanguage
import Testing

/// The lexer reads what Swift reads: CRLF line ends, Unicode scalars (not grapheme
/// clusters), and an unclosed brace is pointed at.
@Suite struct LexingTests {
  @Test func crlfLineEndsRunLikeLFOnes() async {
    let result = await Session().run(
      source: "let a = 1\r\nprint(a)\r\nprint(a + 1)\r\n", file: "crlf.dep")
    #expect(result.output == ["1", "2"])
  }

  @Test func aLineCommentEndsAtCRLF() async {
    // Before: the comment swallowed the rest of the file, so the failing check never ran.
    let result = await Session().run(
      source: "// a comment\r\nexpect(1 == 2)\r\nprint(\"after\")\r\n", file: "crlf.dep")
    guard case .failed = result.status else {
      Issue.record("the check after the comment did not run")
      return
    }
    #expect(result.output == ["after"])
  }

  @Test func diagnosticsInACRLFFileShowTheLineWithoutItsCarriageReturn() async throws {
    let diagnostic = try await MarkedScript(marked: "let a = 1\r\nprint(⏵nope)\r\n").expectError(
      "cannot find 'nope' in scope", malformed: true)
    let source = SourceFile(name: "x.dep", text: "let a = 1\r\nprint(nope)\r\n")
    #expect(source.line(diagnostic.range.start.line) == "print(nope)")
  }

  @Test func aCombiningMarkAfterAQuoteIsPartOfTheString() async {
    // '"' followed by U+0301 is one grapheme cluster; Swift's lexer (and depplay's) still
    // sees the quote.
    let result = await Session().run(source: "print(\"\u{301}x\")", file: "mark.dep")
    #expect(result.output == ["\u{301}x"])
  }

  @Test func anUnclosedBraceAtTheEndNamesTheOpeningBrace() async throws {
    let diagnostic = try await MarkedScript(
      marked: "Task {\n  print(1)\n  print(2)⏵\n"
    ).expectError("expected '}' to end closure", malformed: true)
    #expect(diagnostic.notes.contains("to match this opening '{' at 1:6"))
  }
}
