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
    let colored = TerminalProse(width: width, colored: true).render(Self.prose)
      .replacing(/\x1B\[[0-9;]*m/, with: "").split(separator: "\n")
    #expect(colored.allSatisfy { $0.count <= width }, "\(colored)")
  }

  @Test func listItemsHangAndMarksBecomeStyles() {
    let plain = TerminalProse(width: 30, colored: false).render(Self.prose)
    #expect(plain.contains("- `Task {}` copies them;\n  `Task.detached` does not.\n"))
    #expect(!plain.contains("**"))
    let colored = TerminalProse(width: 30, colored: true).render(Self.prose)
    #expect(colored.contains("\u{1B}[36mwithDependencies\u{1B}[0m"))
    // Bold broken across lines is closed at the line's end and opened again on the next.
    #expect(colored.contains("\u{1B}[1mat the\u{1B}[0m\n\u{1B}[1mmoment the child"))
    #expect(!colored.contains("`"))
  }

  @Test func emphasisAndHeadingsAreStyledWithColourAndPlainWithout() {
    let markdown = """
      # A *fresh* start

      ## Where `Task` goes

      A value you can _replace_, a *default* key, `snake_case` and a_b_c stay, 2 * 3 * 4 too.

      *"a `Task {}` escapes"*
      """
    let plain = TerminalProse(width: 100, colored: false).render(markdown)
    #expect(
      plain
        == """
        A fresh start

        Where `Task` goes

        A value you can replace, a default key, `snake_case` and a_b_c stay, 2 * 3 * 4 too.

        "a `Task {}` escapes"

        """)
    let colored = TerminalProse(width: 100, colored: true).render(markdown)
    #expect(colored.hasPrefix("\u{1B}[1;4mA fresh start\u{1B}[0m\n"))
    #expect(colored.contains("\u{1B}[1mWhere \u{1B}[0m\u{1B}[1;36mTask\u{1B}[0m\u{1B}[1m goes"))
    #expect(colored.contains("can \u{1B}[4mreplace\u{1B}[0m, a \u{1B}[4mdefault\u{1B}[0m key"))
    #expect(colored.contains("\u{1B}[36msnake_case\u{1B}[0m and a_b_c stay, 2 * 3 * 4 too."))
    #expect(
      colored.contains("\u{1B}[4m\"a \u{1B}[0m\u{1B}[4;36mTask {}\u{1B}[0m\u{1B}[4m escapes\""))
    #expect(!colored.contains("#") && !colored.contains("`"))
  }
}
