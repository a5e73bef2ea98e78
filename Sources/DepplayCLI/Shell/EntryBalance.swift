/// Decides whether the lines typed so far form a whole entry, or whether the shell should
/// show the continuation prompt and read more.
///
/// It counts brackets as Swift reads them, so braces inside strings (and their `\( … )`
/// interpolations) and comments do not count; an unterminated `/*` comment also asks for
/// more. Lines are fed one at a time and each scalar is scanned once (a one-line string
/// cannot span lines; only a `/* */` comment carries over), so an entry of n lines costs
/// O(n), not the O(n²) of scanning the whole entry again at every line.
struct EntryBalance {
  private var depth = 0
  /// How many `/*` are open at the end of the lines so far.
  private var commentDepth = 0
  /// A line that does not scan (an unterminated string): the entry is whole, and running it
  /// shows Swift's error.
  private var isMalformed = false
  /// The Unicode scalars scanned so far (the cost, for tests).
  private(set) var scalarsRead = 0

  /// No lines yet.
  init() {}

  /// Whether the lines so far are a whole entry (it may still be malformed).
  var isComplete: Bool { isMalformed || (depth <= 0 && commentDepth == 0) }

  /// Whether `text` is a whole entry.
  static func isComplete(_ text: String) -> Bool {
    var balance = EntryBalance()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      balance.add(line)
    }
    return balance.isComplete
  }

  /// Takes the next line.
  mutating func add(_ line: some StringProtocol) {
    guard !isMalformed else { return }
    let scalars = Array(Substring(line).unicodeScalars)
    scalarsRead += scalars.count
    var index = 0
    while index < scalars.count {
      if commentDepth > 0 {
        index = skipComment(scalars, from: index)
        continue
      }
      switch scalars[index] {
      case "{", "(", "[": depth += 1
      case "}", ")", "]": depth -= 1
      case "/" where index + 1 < scalars.count && scalars[index + 1] == "/": return
      case "/" where index + 1 < scalars.count && scalars[index + 1] == "*":
        index = skipComment(scalars, from: index)
        continue
      case "\"":
        guard let end = Self.endOfString(scalars, from: index) else {
          isMalformed = true
          return
        }
        index = end
        continue
      default: break
      }
      index += 1
    }
  }

  /// Scans a comment (inside one, or at a `/*`) for its end, nesting as Swift does; returns
  /// where what follows it starts.
  private mutating func skipComment(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    while index < scalars.count {
      let pair = index + 1 < scalars.count ? (scalars[index], scalars[index + 1]) : nil
      if let pair, pair == ("/", "*") {
        commentDepth += 1
        index += 2
      } else if let pair, pair == ("*", "/") {
        commentDepth -= 1
        index += 2
        if commentDepth == 0 { return index }
      } else {
        index += 1
      }
    }
    return index
  }

  /// Where the one-line string starting at `start` (its `"`) ends, past its closing quote,
  /// with its interpolations (which may hold strings) skipped; `nil` when the line ends first.
  private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    while index < scalars.count {
      switch scalars[index] {
      case "\"": return index + 1
      case "\\" where index + 1 < scalars.count && scalars[index + 1] == "(":
        var parentheses = 0
        index += 1
        repeat {
          switch scalars[index] {
          case "(": parentheses += 1
          case ")": parentheses -= 1
          case "\"":
            guard let end = endOfString(scalars, from: index) else { return nil }
            index = end - 1
          default: break
          }
          index += 1
        } while parentheses > 0 && index < scalars.count
        guard parentheses == 0 else { return nil }
      case "\\": index += 2
      default: index += 1
      }
    }
    return nil
  }
}
