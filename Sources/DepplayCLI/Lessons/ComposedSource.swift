import DepplayLanguage

/// Code from several places (lesson blocks, a shell entry) run as one script, with every
/// line traced back to its file and line, so messages point at the lesson file.
struct ComposedSource: Sendable {
  /// One piece: `text` starting at `line` of `file`.
  struct Piece: Sendable {
    let text: String
    let file: SourceFile
    let line: Int
  }

  /// The pieces, in the order they run.
  let pieces: [Piece]
  /// Where each line of ``text`` was written: the one mapping from the script that runs to
  /// the files its pieces come from. The session gets it too, for the places messages name.
  let map: SourceMap
  /// Whether it is a depplay script or a Swift file (`.swift`), which prints what Swift
  /// prints: no unit labels, issues on standard error (``TerminalRenderer/Program``).
  var program = TerminalRenderer.Program.script

  /// A single piece: a whole script named `name`; a Swift file when `name` ends in `.swift`.
  init(text: String, name: String) {
    self.init(pieces: [Piece(text: text, file: SourceFile(name: name, text: text), line: 1)])
    program = name.hasSuffix(".swift") ? .swiftFile : .script
  }

  /// `blocks` of `lesson`, in order.
  init(_ blocks: [CodeBlock], of lesson: Lesson) {
    let file = SourceFile(name: lesson.path, text: lesson.text)
    self.init(pieces: blocks.map { Piece(text: $0.text, file: file, line: $0.line) })
  }

  init(pieces: [Piece]) {
    self.pieces = pieces
    map = SourceMap(
      pieces: pieces.map { piece in
        SourceMap.Piece(
          file: piece.file.name, firstLine: piece.line,
          lineCount: SourceFile.lineCount(of: piece.text))
      })
  }

  /// The script that runs.
  var text: String { pieces.map(\.text).joined(separator: "\n") }

  /// `range` (in ``text``) as a range of its piece's file, and that file.
  func place(_ range: SourceRange) -> (file: SourceFile, range: SourceRange, piece: Int) {
    let (piece, moved) = map.place(range)
    return (pieces[piece].file, moved, piece)
  }

  /// `events` with their places moved into the files they point into (for the tree, whose
  /// nodes name lines).
  func placed(_ events: [Event]) -> [Event] {
    events.map { $0.movingRanges { place($0).range } }
  }

  /// The text of `event` in its own file's terms (nil for events the terminal does not show).
  func render(_ event: Event, colored: Bool) -> (text: String, stream: TerminalRenderer.Stream)? {
    guard TerminalRenderer.shows(event) else { return nil }
    guard let range = event.range else {
      return TerminalRenderer(colored: colored, program: program).render(
        event, source: pieces[0].file)
    }
    let (file, _, _) = place(range)
    return TerminalRenderer(colored: colored, program: program).render(
      event.movingRanges { place($0).range }, source: file)
  }

  /// `diagnostic` rendered against the file it points into.
  func render(_ diagnostic: Diagnostic, colored: Bool) -> String {
    DiagnosticRenderer(colored: colored).render(
      diagnostic.moving { place($0).range }, in: place(diagnostic.range).file)
  }
}

extension Event {
  /// Where the event happened, if it has a place.
  var range: SourceRange? {
    switch self {
    case .output(_, _, _, let range), .issue(_, _, _, _, let range), .knownIssue(_, _, let range),
      .valueResolved(_, _, _, _, let range),
      .why(_, _, let range),
      .scopeEntered(_, _, let range), .yieldEntered(_, _, let range), .scopeLeft(_, let range),
      .closureCalled(_, _, _, let range), .unitSpawned(_, _, let range),
      .checkPassed(_, _, let range), .checkFailed(_, _, let range):
      range
    case .error(let diagnostic, _): diagnostic.range
    case .unitStarted, .unitFinished, .testStarted, .testFinished: nil
    }
  }

  /// The same event with its place moved by `move`.
  func movingRanges(_ move: (SourceRange) -> SourceRange) -> Event {
    switch self {
    case .output(let text, let terminator, let unit, let range):
      .output(text: text, terminator: terminator, unit: unit, range: move(range))
    case .issue(let kind, let key, let message, let unit, let range):
      .issue(kind: kind, key: key, message: message, unit: unit, range: move(range))
    case .knownIssue(let message, let unit, let range):
      .knownIssue(message: message, unit: unit, range: move(range))
    case .valueResolved(let key, let value, let provenance, let unit, let range):
      .valueResolved(key: key, value: value, provenance: provenance, unit: unit, range: move(range))
    case .why(let answer, let unit, let range):
      .why(answer, unit: unit, range: move(range))
    case .scopeEntered(let kind, let unit, let range):
      .scopeEntered(kind: kind, unit: unit, range: move(range))
    case .yieldEntered(let restores, let unit, let range):
      .yieldEntered(restoresOverrides: restores, unit: unit, range: move(range))
    case .closureCalled(let madeAt, let start, let unit, let range):
      .closureCalled(madeAt: move(madeAt), start: start, unit: unit, range: move(range))
    case .scopeLeft(let unit, let range): .scopeLeft(unit: unit, range: move(range))
    case .unitSpawned(let unit, let parent, let range):
      .unitSpawned(unit: unit, parent: parent, range: move(range))
    case .checkPassed(let check, let unit, let range):
      .checkPassed(check, unit: unit, range: move(range))
    case .checkFailed(let check, let unit, let range):
      .checkFailed(check, unit: unit, range: move(range))
    case .error(let diagnostic, let unit): .error(diagnostic.moving(move), unit: unit)
    case .unitStarted, .unitFinished, .testStarted, .testFinished: self
    }
  }
}

extension Diagnostic {
  /// The same diagnostic with its place moved by `move`.
  func moving(_ move: (SourceRange) -> SourceRange) -> Diagnostic {
    var moved = self
    moved.range = move(range)
    return moved
  }
}
