/// One screen of presenter mode: a title bar with the step, the step's caption (two lines at
/// most, a cut ending in `…`), for a lesson
/// the text that goes with the statement (``LessonText``, reflowed), the code with the
/// current statement marked, the diagram beside the prose and code (wide screens) or below
/// them, the last lines of output (long ones wrapped with a hanging indent), and the keys.
/// Exactly `height` lines, none wider than `width`. What comes from the script or the
/// lesson is shown terminal-safe (``Swift/String/terminalSafeLine``).
struct PresenterFrame {
  let run: WorkshopRun
  let state: PresenterState
  let width: Int
  let height: Int
  let colored: Bool

  /// Screens at least this wide put the diagram beside the code.
  static let sideBySide = 110

  private var step: Int { state.step }

  /// The screen's lines.
  func lines() -> [String] {
    let replay = run.replay
    let current = replay.steps[step]
    let statement = current.lines
    let position = " step \(step)/\(replay.stepCount) "
    let title = TerminalDiagram.fit(
      " " + run.title.terminalSafeLine, max(0, width - position.count))
    var screen = [paint(TerminalDiagram.pad(title, width - position.count) + position, "7")]
    let caption = HangingIndent.lines(current.caption.terminalSafeLine, width: width)
    let shown =
      caption.count > 2
      ? [caption[0], String(caption[1].prefix(max(0, width - 1))) + "…"] : caption
    screen += shown.map { paint($0, "1") }
    if let notice = state.notice ?? state.held?.kind.waiting {
      screen.append(paint(TerminalDiagram.fit("» " + notice, width), "33"))
    }
    let keys = keyLines()
    let outputRows = max(2, height / 6)
    let body = max(0, height - screen.count - outputRows - 1 - keys.count)
    let top = screen.count
    let diagram = TerminalDiagram(replay: replay, step: step)
    if width >= Self.sideBySide {
      let left = width / 2
      let proseRows =
        isRevealedAtHand(statement) ? max(body / 2, body - Self.fewestRows) : body / 2
      let prose = proseLines(width: left - 1, rows: proseRows, statement: statement)
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
      // At a checkpoint the question matters more than the code, and once revealed, the
      // answer and its explanation more still: the code keeps a few rows, the diagram what
      // is left.
      let proseRows =
        isRevealedAtHand(statement)
        ? max(body / 2, body - Self.fewestRows)
        : max(4, body / (state.upcoming == nil ? 3 : 2))
      let prose = proseLines(width: width, rows: min(body, proseRows), statement: statement)
      screen += prose
      let codeRows = max(0, body - prose.count) / 2
      for line in codeLines(width: width, rows: codeRows, current: statement) {
        screen.append(line.1 ? paint(TerminalDiagram.pad(line.0, width), "7") : line.0)
      }
      let picture = tail(
        diagram.lines(width: width), rows: max(0, body - prose.count - codeRows))
      screen += picture.map(painted)
      while screen.count < top + body { screen.append("") }
    }
    screen.append(paint(rule("output", width: width), "2"))
    let output = replay.output.filter { $0.step <= step }.flatMap {
      HangingIndent.lines($0.text(atStep: step).terminalSafeLine, width: width)
    }
    screen += output.suffix(outputRows)
    while screen.count < height - keys.count { screen.append("") }
    screen += keys
    return Array(screen.prefix(height))
  }

  /// The key line (``PresenterKeys/line``), wrapped; while a step number is typed, that.
  private func keyLines() -> [String] {
    if let jump = state.jump {
      return [paint(TerminalDiagram.fit("go to step: \(jump)_", width), "2")]
    }
    return HangingIndent.lines(PresenterKeys.line, width: width).prefix(max(1, height / 6))
      .map { paint($0, "2") }
  }

  /// For a lesson, the text that goes with the step (``LessonText``), reflowed to `width`,
  /// at most `rows` lines (a cut ends in `…`); nothing for a script. Just before a
  /// checkpoint, the text of the checkpoint's lesson step (a Predict's question).
  private func proseLines(width: Int, rows: Int, statement: ClosedRange<Int>?) -> [String] {
    guard let lesson = run.lesson, rows > 0 else { return [] }
    let text = LessonText(lesson: lesson)
    let line =
      state.upcoming.flatMap { run.replay.steps[$0.step].lines?.lowerBound }
      ?? statement?.lowerBound
    let index = lessonStepAtHand(statement)
    let shown = LessonText.Shown(
      revealed: index.map(state.isRevealed) ?? false,
      hints: index.flatMap { state.hintsGiven[$0] } ?? 0)
    let markdown = text.markdown(step: index, line: line, shown: shown)
    guard !markdown.isEmpty else { return [] }
    let lines = TerminalProse(width: width, colored: colored).render(markdown)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .flatMap { HangingIndent.lines(String($0), width: width) }
    guard lines.count > rows else { return lines + (lines.count < rows ? [""] : []) }
    return lines.prefix(rows - 1) + [paint("…", "2")]
  }

  /// The fewest rows the code keeps when a revealed answer takes the rest.
  static let fewestRows = 4

  /// The lesson step the presenter is at (a held checkpoint's, or the statement's).
  private func lessonStepAtHand(_ statement: ClosedRange<Int>?) -> Int? {
    guard let lesson = run.lesson else { return nil }
    let current = LessonText(lesson: lesson).stepIndex(forLine: statement?.lowerBound)
    return state.lessonStepAtHand(current: current)
  }

  /// Whether the lesson step at hand has its answer or solution revealed.
  private func isRevealedAtHand(_ statement: ClosedRange<Int>?) -> Bool {
    lessonStepAtHand(statement).map(state.isRevealed) ?? false
  }

  /// The columns `text` takes on screen (colour escapes take none).
  private func visible(_ text: String) -> Int {
    text.withoutColourEscapes.count
  }

  /// The code around the current statement, numbered by file line, long lines wrapped
  /// under their text; true for rows of marked lines. An exercise's solution not yet
  /// revealed shows as one line saying so. Just before a checkpoint, the code the room is
  /// asked about (``LessonCheckpoint/askedLines``) instead, from its first line: the
  /// statement last run is in earlier code.
  private func codeLines(width: Int, rows: Int, current: ClosedRange<Int>?) -> [(String, Bool)] {
    let hidden = state.checkpoints.filter { !state.isRevealed($0.lessonStep) }
      .compactMap(\.hiddenLines)
    var numbered: [(Int, String)] = []
    for piece in run.source.pieces {
      for (offset, text) in piece.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let number = piece.line + offset
        if let range = hidden.first(where: { $0.contains(number) }) {
          if number == range.lowerBound {
            numbered.append((number, "… solution hidden (s shows it)"))
          }
          continue
        }
        numbered.append((number, String(text)))
      }
    }
    let gutter = 8  // "▶ 1234 │ "
    let textWidth = max(1, width - gutter)
    var rowsOut: [(line: Int, text: String, marked: Bool)] = []
    for (number, text) in numbered {
      let marked = current?.contains(number) ?? false
      let shown = text.replacingOccurrences(of: "\t", with: "    ").terminalSafeLine
      let chunks = stride(from: 0, to: max(shown.count, 1), by: textWidth).map {
        String(shown.dropFirst($0).prefix(textWidth))
      }
      for (index, chunk) in chunks.enumerated() {
        let prefix =
          index == 0
          ? (marked ? "▶" : " ") + String(number).leftPadded(to: 4) + " │ " : "      ┊ "
        rowsOut.append((number, TerminalDiagram.fit(prefix + chunk, width), marked))
      }
    }
    let start: Int
    if let asked = state.upcoming?.askedLines,
      let first = rowsOut.firstIndex(where: { asked.contains($0.line) })
    {
      start = max(0, min(first, rowsOut.count - rows))
    } else {
      let focus =
        current.flatMap { lines in rowsOut.firstIndex { lines.contains($0.line) } } ?? 0
      start = max(0, min(focus - rows / 3, rowsOut.count - rows))
    }
    return rowsOut.dropFirst(start).prefix(rows).map { ($0.text, $0.marked) }
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
