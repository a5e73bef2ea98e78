import Testing

@testable import DepplayCLI

/// Lesson prose on a terminal: reflowed to the width, marks turned into styles.
@Suite struct TerminalProseTests {
  static let prose = """
    `withDependencies` binds a `@TaskLocal`. Swift copies task-local values into every
    child it creates, **at the moment the child is created**.

    - `Task {}` copies them;
      `Task.detached` does not.
    """

  @Test(arguments: [20, 34, 50, 80])
  func linesFitTheWidthAndKeepEveryWord(width: Int) {
    let text = TerminalProse(width: width, colored: false).render(Self.prose)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
    let words = { (text: String) in
      text.replacingOccurrences(of: "**", with: "").split(whereSeparator: \.isWhitespace)
    }
    #expect(words(text) == words(Self.prose))
  }

  @Test func listItemsHangAndMarksBecomeStyles() {
    let plain = TerminalProse(width: 30, colored: false).render(Self.prose)
    #expect(plain.contains("- `Task {}` copies them;\n  `Task.detached` does not.\n"))
    #expect(!plain.contains("**"))
    let colored = TerminalProse(width: 30, colored: true).render(Self.prose)
    #expect(colored.contains("\u{1B}[36mwithDependencies\u{1B}[39m"))
    // Bold broken across lines is closed at the line's end and opened again on the next.
    #expect(colored.contains("\u{1B}[1mat the\u{1B}[0m\n\u{1B}[1mmoment the child"))
    #expect(!colored.contains("`"))
  }
}
