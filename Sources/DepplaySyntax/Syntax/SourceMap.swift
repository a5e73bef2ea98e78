/// Where the lines of a script were written. A script composed of pieces of other files (a
/// lesson's code blocks, run as one program) has its lines in those files: line `n` of the
/// script is line `m` of a piece's file. Every place shown to a learner goes through it — a
/// diagnostic's location, and a place a message names in its text (a dismissal requested at
/// "lessons/21-dismiss.md:38") — so that it points into the file the learner reads.
package struct SourceMap: Sendable {
  /// `lineCount` lines of the script, written from line `firstLine` of `file`.
  package struct Piece: Sendable {
    /// The name of the file the piece was written in.
    package let file: String
    /// The line of `file` the piece starts at.
    package let firstLine: Int
    /// How many lines of the script the piece is.
    package let lineCount: Int

    /// Creates a piece.
    package init(file: String, firstLine: Int, lineCount: Int) {
      self.file = file
      self.firstLine = firstLine
      self.lineCount = lineCount
    }
  }

  /// The pieces, in the order the script runs them.
  package let pieces: [Piece]

  /// A script made of `pieces`, in order.
  package init(pieces: [Piece]) {
    self.pieces = pieces.isEmpty ? [Piece(file: "", firstLine: 1, lineCount: .max)] : pieces
  }

  /// A script written in one piece: its own file, `name`.
  package init(name: String) {
    pieces = [Piece(file: name, firstLine: 1, lineCount: .max)]
  }

  /// The piece line `line` of the script belongs to, and the line of that piece's file it is.
  package func place(ofLine line: Int) -> (piece: Int, line: Int) {
    var first = 1
    for (index, piece) in pieces.enumerated() {
      if line - first < piece.lineCount { return (index, piece.firstLine + line - first) }
      first += piece.lineCount
    }
    return (pieces.count - 1, pieces[pieces.count - 1].firstLine)
  }

  /// `range` of the script as a range of its piece's file, and that piece.
  package func place(_ range: SourceRange) -> (piece: Int, range: SourceRange) {
    let (piece, line) = place(ofLine: range.start.line)
    let shift = line - range.start.line
    var moved = range
    moved.start.line += shift
    moved.end.line += shift
    return (piece, moved)
  }

  /// Where `location` of the script was written: its file, and the line there.
  package func written(at location: SourceLocation) -> (file: String, line: Int) {
    let (piece, line) = place(ofLine: location.line)
    return (pieces[piece].file, line)
  }
}
