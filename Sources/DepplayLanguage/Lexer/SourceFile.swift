/// A position in a script: 1-based line and column (in characters), and a 0-based offset.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, counted in Unicode scalars.
  package var column: Int
  /// The 0-based offset from the start of the file, in Unicode scalars.
  package var offset: Int

  /// Creates a location.
  package init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

  package var description: String { "\(line):\(column)" }
}

/// A span of a script, `start` inclusive, `end` exclusive. Every AST node carries one.
package struct SourceRange: Sendable, Hashable, CustomStringConvertible {
  /// The first character of the span.
  package var start: SourceLocation
  /// Just past the last character of the span.
  package var end: SourceLocation

  /// Creates a range.
  package init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// The smallest range covering both.
  package func to(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// An empty range at the start of a file (for diagnostics with no better place).
  package static let fileStart = SourceRange(
    start: SourceLocation(line: 1, column: 1, offset: 0),
    end: SourceLocation(line: 1, column: 1, offset: 0))

  package var description: String { start.description }
}

/// A script's text and name, split into lines for diagnostics.
package struct SourceFile: Sendable {
  /// The name shown in diagnostics (a path, `<stdin>`, `<command line>`).
  package let name: String
  /// The whole text.
  package let text: String
  /// The text's Unicode scalars, for the lexer (locations count them).
  let scalars: [Unicode.Scalar]
  /// Where its lines were written: the file itself, unless it was composed of pieces of
  /// others (a lesson's blocks).
  package let map: SourceMap

  /// Creates a source file whose lines were written where `map` says (by default, in it).
  /// A first line starting with `#!` is blanked (kept as an empty line, so line numbers stay
  /// true).
  package init(name: String, text: String, map: SourceMap? = nil) {
    self.name = name
    self.map = map ?? SourceMap(name: name)
    var text = text
    if text.hasPrefix("#!") {
      let lineEnd = text.firstIndex(of: "\n") ?? text.endIndex
      text =
        String(repeating: " ", count: text.distance(from: text.startIndex, to: lineEnd))
        + text[lineEnd...]
    }
    self.text = text
    self.scalars = Array(text.unicodeScalars)
  }

  /// The text of 1-based line `number`, without its line end (`\n` or `\r\n`; "" past the
  /// end).
  package func line(_ number: Int) -> String {
    var current = 1
    var start = 0
    for (index, scalar) in scalars.enumerated() where scalar == "\n" {
      if current == number { return Self.text(of: scalars[start..<index]) }
      current += 1
      start = index + 1
    }
    return current == number ? Self.text(of: scalars[start...]) : ""
  }

  /// The text of some scalars, without a trailing carriage return.
  private static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = String(String.UnicodeScalarView(scalars))
    if text.unicodeScalars.last == "\r" { text.unicodeScalars.removeLast() }
    return text
  }
}
