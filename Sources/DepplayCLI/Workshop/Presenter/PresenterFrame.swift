/// One screen of presenter mode: a title bar with the step, the step's caption, for a lesson
/// the text that goes with the statement (``LessonText``, reflowed), the code with the
/// current statement marked, the diagram beside the prose and code (wide screens) or below
/// them, the last lines of output (long ones wrapped with a hanging indent), and the keys.
/// Exactly `height` lines, none wider than `width`.
struct PresenterFrame {
  let run: WorkshopRun
  let step: Int
  let width: Int
  let height: Int
  let colored: Bool

  /// Screens at least this wide put the diagram beside the code.
  static let sideBySide = 110
  static let keys = "Space/→ next  ← back  g N jump  r reset  q quit"

  /// The screen's lines.
  func lines() -> [String] {
    let replay = run.replay
    let current = replay.steps[step]
    let statement = current.lines
    let position = " step \(step)/\(replay.stepCount) "
    let title = TerminalDiagram.fit(" " + run.title, max(0, width - position.count))
    var screen = [paint(TerminalDiagram.pad(title, width - position.count) + position, "7")]
    screen.append(paint(TerminalDiagram.fit(current.caption, width), "1"))
    let outputRows = max(2, height / 6)
    let body = max(0, height - screen.count - outputRows - 2)
    let diagram = TerminalDiagram(replay: replay, step: step)
    if width >= Self.sideBySide {
      let left = width / 2
      let prose = proseLines(width: left - 1, rows: body / 2, statement: statement)
      let code = codeLines(width: left - 1, rows: body - prose.count, current: statement)
      let column = prose.map { ($0, false) } + code
      let picture = tail(diagram.lines(width: width - left - 1), rows: body)
      for row in 0..<body {
        let codeLine = row < column.count ? column[row] : ("", false)
        let cell =
          codeLine.0 + String(repeating: " ", count: max(0, left - 1 - visible(codeLine.0)))
        var line = codeLine.1 ? paint(cell, "7") : cell
        line += " " + (row < picture.count ? painted(picture[row]) : "")
        screen.append(line)
      }
    } else {
      let prose = proseLines(width: width, rows: max(3, body / 4), statement: statement)
      screen += prose
      let codeRows = (body - prose.count) / 2
      for line in codeLines(width: width, rows: codeRows, current: statement) {
        screen.append(line.1 ? paint(TerminalDiagram.pad(line.0, width), "7") : line.0)
      }
      let picture = tail(diagram.lines(width: width), rows: body - prose.count - codeRows)
      screen += picture.map(painted)
      while screen.count < 2 + body { screen.append("") }
    }
    screen.append(paint(rule("output", width: width), "2"))
    let output = replay.output.filter { $0.step <= step }.flatMap {
      HangingIndent.lines($0.text, width: width)
    }
    screen += output.suffix(outputRows)
    while screen.count < height - 1 { screen.append("") }
    screen.append(paint(TerminalDiagram.fit(Self.keys, width), "2"))
    return Array(screen.prefix(height))
  }

  /// For a lesson, the text that goes with `statement` (``LessonText``), reflowed to `width`,
  /// at most `rows` lines (a cut ends in `…`); nothing for a script.
  private func proseLines(width: Int, rows: Int, statement: ClosedRange<Int>?) -> [String] {
    guard let lesson = run.lesson, rows > 0 else { return [] }
    let markdown = LessonText(lesson: lesson).markdown(forLine: statement?.lowerBound)
    guard !markdown.isEmpty else { return [] }
    let lines = TerminalProse(width: width, colored: colored).render(markdown)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .flatMap { HangingIndent.lines(String($0), width: width) }
    guard lines.count > rows else { return lines + (lines.count < rows ? [""] : []) }
    return lines.prefix(rows - 1) + [paint("…", "2")]
  }

  /// The columns `text` takes on screen (colour escapes take none).
  private func visible(_ text: String) -> Int {
    text.replacing(/\x1B\[[0-9;]*m/, with: "").count
  }

  /// The code around the current statement, numbered by file line; true for marked lines.
  private func codeLines(width: Int, rows: Int, current: ClosedRange<Int>?) -> [(String, Bool)] {
    let numbered = run.source.pieces.flatMap { piece in
      piece.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        (piece.line + $0.offset, String($0.element))
      }
    }
    let focus = current.flatMap { lines in numbered.firstIndex { lines.contains($0.0) } } ?? 0
    let start = max(0, min(focus - rows / 3, numbered.count - rows))
    return numbered.dropFirst(start).prefix(rows).map { number, text in
      let marked = current?.contains(number) ?? false
      let gutter = (marked ? "▶" : " ") + String(number).leftPadded(to: 4) + " │ "
      return (TerminalDiagram.fit(gutter + text, width), marked)
    }
  }

  private func tail(_ lines: [TerminalDiagram.Line], rows: Int) -> [TerminalDiagram.Line] {
    Array(lines.suffix(rows))
  }

  private func rule(_ label: String, width: Int) -> String {
    String(("── \(label) " + String(repeating: "─", count: width)).prefix(width))
  }

  private func painted(_ line: TerminalDiagram.Line) -> String {
    switch line.mark {
    case "inherited": paint(line.text, "32")
    case "lost": paint(line.text, "31")
    case "restored": paint(line.text, "34")
    default: line.text
    }
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
