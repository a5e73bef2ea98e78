import DepplayLanguage
import Foundation
import Testing

@testable import DepplayCLI

/// Control characters from a script or a lesson reach no terminal raw: what a script prints,
/// the source line a diagnostic quotes, the message itself, lesson prose and the messages
/// that quote a lesson show them escaped (`\u{1B}`), in `run`, `check`, `lesson`, `html`'s
/// errors, the shell and the presenter. Only depplay's own colour escapes remain, and
/// ordinary text keeps its bytes.
@Suite struct TerminalSafeOutputTests {
  /// A script printing a screen clear and a window title (written with Swift's `\u{…}`
  /// escapes: Swift refuses a raw control character in a string literal), then a line with a
  /// raw escape in its code (which does not parse).
  static let printing =
    #"print("a\u{1B}[2Jb")"# + "\n" + #"print("t\u{1B}]0;pwned\u{7}u\tv")"# + "\n"
  static let malformed = "let a = 1\nprint(a) \u{1B}[2J \u{7}\u{8}\u{0}\n"

  /// `text` without depplay's colour escapes (`ESC [ digits ; m`); any ESC left came from
  /// elsewhere.
  static func withoutColour(_ text: String) -> String {
    text.replacing(/\x1B\[[0-9;]*m/, with: "")
  }

  static func expectInert(
    _ text: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let raw = withoutColour(text).unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }
    #expect(
      raw.isEmpty, "\(what) wrote raw control characters: \(raw.map { $0.value })",
      sourceLocation: sourceLocation)
  }

  static func file(_ name: String, _ text: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-inert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func theEscapeIsSwiftsAndOrdinaryTextKeepsItsBytes() {
    #expect("a\u{1B}[2Jb\u{7}\u{0}\u{85}".terminalSafe == #"a\u{1B}[2Jb\u{7}\u{0}\u{85}"#)
    #expect("tab\tand\nline é ✔".terminalSafe == "tab\tand\nline é ✔")
    #expect("tab\tand\nline".terminalSafeLine == #"tab\u{9}and\u{A}line"#)
    #expect("\u{1B}".terminalSafe.terminalSafe == "\u{1B}".terminalSafe)
  }

  @Test(arguments: ["never", "always"])
  func runShowsScriptOutputAndDiagnosticsEscaped(color: String) throws {
    let printing = try Self.file("print.dep", Self.printing)
    defer { try? FileManager.default.removeItem(at: printing.deletingLastPathComponent()) }
    let outcome = try DepplayBinary.run(["--color=\(color)", "run", printing.path])
    #expect(outcome.status == 0)
    Self.expectInert(outcome.output + outcome.error, "depplay run")
    #expect(
      Self.withoutColour(outcome.output) == #"a\u{1B}[2Jb"# + "\n" + #"t\u{1B}]0;pwned\u{7}u"#
        + "\tv\n")
    let malformed = try Self.file("bad.dep", Self.malformed)
    defer { try? FileManager.default.removeItem(at: malformed.deletingLastPathComponent()) }
    let bad = try DepplayBinary.run(["--color=\(color)", "run", malformed.path])
    #expect(bad.status == 65)
    Self.expectInert(bad.error, "a diagnostic")
    let lines = Self.withoutColour(bad.error).split(separator: "\n")
    #expect(lines[0].hasSuffix("2:10: error: invalid character in source file"), "\(lines)")
    #expect(lines[1] == #"print(a) \u{1B}[2J \u{7}\u{8}\u{0}"#)
    #expect(lines[2] == "         ^", "the caret stays under the escaped character")
  }

  /// An action's value is part of its reduce's name (`reduce F .set("…")`), which the tree
  /// and the presenter's diagram show: escaped there too.
  @Test func anActionsValueInTheTreeAndTheDiagramIsEscaped() throws {
    let script = try Self.file(
      "action.dep",
      """
      struct F: Reducer {
        struct State { var text = "" }
        enum Action { case set(String) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case let .set(text):
              state.text = text
              return .none
            }
          }
        }
      }
      let store = Store(initialState: F.State()) { F() }
      store.send(.set("a\\u{1B}]0;pwned\\u{7}b"))

      """)
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    let tree = try DepplayBinary.run(["--color=never", "run", "--tree", script.path])
    #expect(tree.status == 0, "\(tree.error)")
    Self.expectInert(tree.output, "depplay run --tree")
    #expect(tree.output.contains(#"reduce F .set("a\u{1B}]0;pwned\u{7}b") (line 15)"#))
    let run = try WorkshopRun.load(path: script.path)
    for width in [60, 140] {
      let frame = PresenterFrame(
        run: run, state: PresenterState(run: run, step: run.replay.stepCount), width: width,
        height: 40, colored: true
      ).lines().joined(separator: "\n")
      Self.expectInert(frame, "the presenter at \(width) columns")
      #expect(frame.contains(#"\u{1B}]0;pwned"#))
    }
  }

  @Test func theShellShowsOutputAndDiagnosticsEscaped() {
    let harness = ShellHarness(lines: [Self.printing, "print(a) \u{1B}[2J"], interactive: false)
    harness.run()
    Self.expectInert(harness.captured.standardOutput + harness.captured.standardError, "the shell")
    #expect(harness.captured.standardOutput.contains(#"a\u{1B}[2Jb"#))
    #expect(harness.captured.standardError.contains("invalid character in source file"))
    #expect(harness.captured.standardError.contains(#"print(a) \u{1B}[2J"#))
  }

  /// The good fixture lesson with control characters in its prose, and in a step title.
  static func hostileLesson(_ extra: String = "") throws -> URL {
    var lines = Fixtures.good.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines.insert("Hostile \u{1B}[2J prose \u{1B}]0;pwned\u{7} here." + extra, at: 2)
    if let step = lines.firstIndex(where: { $0.hasPrefix("## Step:") }) {
      lines[step] += " \u{1B}[5m"
    }
    return try file("01-hostile.md", lines.joined(separator: "\n"))
  }

  @Test func checkLessonAndPresentShowLessonTextEscaped() throws {
    let lesson = try Self.hostileLesson()
    defer { try? FileManager.default.removeItem(at: lesson.deletingLastPathComponent()) }
    let check = try DepplayBinary.run(["check", lesson.path])
    #expect(check.status == 0, "\(check.error)")
    Self.expectInert(check.output + check.error, "depplay check")
    let walk = try DepplayBinary.run(
      ["--color=always", "--dir", lesson.deletingLastPathComponent().path, "lesson", "hostile"],
      input: "\n\n\n\n\n\n\n\n",
      environment: ["XDG_STATE_HOME": lesson.deletingLastPathComponent().path])
    Self.expectInert(walk.output + walk.error, "depplay lesson")
    #expect(walk.output.contains(#"Hostile \u{1B}[2J prose"#), "\(walk.output)")
    let run = try WorkshopRun.load(path: lesson.path)
    for step in [0, run.replay.stepCount] {
      for colored in [false, true] {
        let frame = PresenterFrame(
          run: run, state: PresenterState(run: run, step: step), width: 100, height: 40,
          colored: colored
        ).lines().joined(separator: "\n")
        Self.expectInert(frame, "the presenter's frame at step \(step)")
      }
    }
    let opening = PresenterFrame(
      run: run, state: PresenterState(run: run), width: 100, height: 40, colored: false
    ).lines().joined(separator: "\n")
    #expect(opening.contains(#"Hostile \u{1B}[2J prose"#))
  }

  @Test func aPresenterFrameShowsScriptOutputEscaped() throws {
    let script = try Self.file("print.dep", Self.printing)
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    let run = try WorkshopRun.load(path: script.path)
    for colored in [false, true] {
      for (width, height) in [(40, 20), (80, 24), (160, 48)] {
        let frame = PresenterFrame(
          run: run, state: PresenterState(run: run, step: run.replay.stepCount), width: width,
          height: height, colored: colored
        ).lines()
        Self.expectInert(frame.joined(separator: "\n"), "the presenter at \(width)×\(height)")
        #expect(frame.count == height)
      }
    }
  }

  /// A NUL in a lesson is refused at its line and column, by `check` and `html` alike (it
  /// once crashed `html` while `check` passed).
  @Test func aNULInALessonIsALocatedErrorInCheckAndHTMLAlike() throws {
    let lesson = try Self.hostileLesson(" A NUL \u{0}7\u{0} and a digit.")
    defer { try? FileManager.default.removeItem(at: lesson.deletingLastPathComponent()) }
    let check = try DepplayBinary.run(["check", lesson.path])
    let html = try DepplayBinary.run(["html", lesson.path, "-o", "/dev/null"])
    #expect(check.status == 1)
    #expect(html.status == 65)
    let expected = "\(lesson.path):3:"
    #expect(check.error.contains(expected) && check.error.contains(#"a NUL character (\u{0})"#))
    let located = try #require(check.error.split(separator: "\n").first { $0.hasPrefix(expected) })
    #expect(html.error.split(separator: "\n").contains(located), "html says what check says")
    Self.expectInert(check.error + html.error, "the NUL's error")
  }
}
