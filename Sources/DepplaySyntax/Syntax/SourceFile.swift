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

/// A script's text and name, with the tables that turn a place SwiftParser reports (a UTF-8
/// offset) into a line and column, and a line number into its text.
package struct SourceFile: Sendable {
  /// The name shown in diagnostics (a path, `<stdin>`, `<command line>`).
  package let name: String
  /// The whole text.
  package let text: String
  /// The text's Unicode scalars (locations count them).
  package let scalars: [Unicode.Scalar]
  /// Where its lines were written: the file itself, unless it was composed of pieces of
  /// others (a lesson's blocks).
  package let map: SourceMap
  /// The UTF-8 offset each scalar starts at, and the text's UTF-8 length after them.
  private let utf8Starts: [Int]
  /// The scalar offset each line starts at. A line ends at `\n`, `\r\n` or a lone `\r`, as
  /// in Swift.
  private let lineStarts: [Int]

  /// Creates a source file whose lines were written where `map` says (by default, in it).
  /// A first line starting with `#!` is blanked (kept as an empty line, so line numbers stay
  /// true).
  package init(name: String, text: String, map: SourceMap? = nil) {
    self.name = name
    self.map = map ?? SourceMap(name: name)
    var text = text
    if text.hasPrefix("#!") {
      let lineEnd = text.firstIndex { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } ?? text.endIndex
      text =
        String(repeating: " ", count: text.utf8.distance(from: text.startIndex, to: lineEnd))
        + text[lineEnd...]
    }
    self.text = text
    let scalars = Array(text.unicodeScalars)
    self.scalars = scalars
    var utf8Starts: [Int] = []
    utf8Starts.reserveCapacity(scalars.count + 1)
    var lineStarts = [0]
    var utf8 = 0
    for (index, scalar) in scalars.enumerated() {
      utf8Starts.append(utf8)
      utf8 += UTF8.width(scalar)
      let endsLine =
        scalar == "\n"
        || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
      if endsLine { lineStarts.append(index + 1) }
    }
    utf8Starts.append(utf8)
    self.utf8Starts = utf8Starts
    self.lineStarts = lineStarts
  }

  /// How many lines `text` has: one more than its line ends (`\n`, `\r\n` or a lone `\r`, as
  /// in Swift), as a source file of it counts them.
  package static func lineCount(of text: String) -> Int {
    text.reduce(1) { count, character in character.endsSourceLine ? count + 1 : count }
  }

  /// The location of the scalar that starts at (or holds) UTF-8 offset `utf8Offset`.
  package func location(utf8Offset: Int) -> SourceLocation {
    let offset = Self.lastIndex(in: utf8Starts, notAbove: utf8Offset)
    let line = Self.lastIndex(in: lineStarts, notAbove: offset)
    return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1, offset: offset)
  }

  /// The range of the UTF-8 offsets `utf8Range`.
  package func range(utf8 utf8Range: Range<Int>) -> SourceRange {
    SourceRange(
      start: location(utf8Offset: utf8Range.lowerBound),
      end: location(utf8Offset: utf8Range.upperBound))
  }

  /// The text of 1-based line `number`, without its line end (`\n`, `\r\n` or `\r`; "" past
  /// the end).
  package func line(_ number: Int) -> String {
    guard number >= 1, number <= lineStarts.count else { return "" }
    var end = number < lineStarts.count ? lineStarts[number] : scalars.count
    let start = lineStarts[number - 1]
    while end > start, scalars[end - 1] == "\n" || scalars[end - 1] == "\r" { end -= 1 }
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }

  /// The last index of the sorted `values` whose value is at most `limit` (0 if none is).
  private static func lastIndex(in values: [Int], notAbove limit: Int) -> Int {
    var (low, high) = (0, values.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if values[middle] <= limit { low = middle } else { high = middle - 1 }
    }
    return low
  }
}

extension Character {
  /// Whether this character ends a line of a script or a lesson: `\n`, `\r\n` or a lone `\r`,
  /// as in Swift (a `\r\n` is one `Character`).
  package var endsSourceLine: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
